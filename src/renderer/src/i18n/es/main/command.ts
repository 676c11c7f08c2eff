import type { mainCommandMessages as en } from '../../main/command';

/** Spanish (es): what a command's inspection says (src/shared/main-messages/command.ts). ICU MessageFormat, as ../app.ts. */
export const mainCommandMessages: Record<keyof typeof en, string> = {
  'main.command.onlyReads': 'Solo lee: {programs}.',
  'main.command.askSyntax': 'Pregunta porque bash -n indica un error de sintaxis ({message}).',
  'main.command.askCharacter':
    'Pregunta porque contiene el carácter {character} (un carácter de control, un espacio poco común o un sustituto suelto), que bash y esta comprobación podrían leer de forma distinta.',
  'main.command.askGitFolders':
    'Pregunta porque no se pueden conocer todas las carpetas en las que se ejecutaría git, así que no se pueden comprobar sus repositorios.',
  'main.command.askRemoteUrls':
    'Pregunta porque muestra las URL remotas, que tu configuración de git reescribe (url.*.insteadOf) y que podrían incluir un token.',
  'main.command.askEmpty': 'Pregunta porque el comando está vacío.',
  'main.command.askParserUnavailable': 'Pregunta porque el analizador de la shell no está disponible ({error}).',
  'main.command.askNothingToCheck': 'Pregunta porque no ejecuta ningún comando que se pueda comprobar.',
  'main.command.askAssignment':
    'Pregunta porque define la variable de entorno {name}, que puede cambiar lo que hace el programa.',
  'main.command.askAssignmentExpansion': 'Pregunta porque el valor de {name} depende de una expansión.',
  'main.command.askNoProgram': 'Pregunta porque un comando no tiene nombre de programa.',
  'main.command.askProgramExpansion': 'Pregunta porque el nombre del programa «{text}» sale de una expansión.',
  'main.command.askByPath':
    'Pregunta porque ejecuta «{program}» indicando su ruta, y podría no ser el programa habitual.',
  'main.command.askNotListed': 'Pregunta porque «{program}» no está en la lista de solo lectura.',
  'main.command.askArgumentExpansion':
    'Pregunta porque el argumento «{text}» depende de una expansión cuyo valor no se conoce.',
  'main.command.askGlobOption':
    'Pregunta porque el patrón sin comillas «{text}» podría convertirse en un nombre de archivo que empiece por «-» y funcione como una opción (escribe ./{value} en su lugar).',
  'main.command.askFolderPattern':
    'Pregunta porque la carpeta «{text}» es un patrón o ~ que la shell expande, así que no se puede comprobar la carpeta en la que se ejecuta.',
  'main.command.askRedirectExpansion': 'Pregunta porque el destino de una redirección depende de una expansión.',
  'main.command.askRedirectExpanded': 'Pregunta porque la shell expande el destino de la redirección «{text}».',
  'main.command.askRedirectWrites':
    'Pregunta porque redirige la salida a «{target}» ({operator}), lo que escribe en un archivo.',
  'main.command.askFollowsLinks':
    'Pregunta porque {program}: la opción «{option}» sigue los enlaces simbólicos, que pueden llevar fuera de esta carpeta.',
  'main.command.askDiffFollows':
    'Pregunta porque {program} -r sigue los enlaces simbólicos, que pueden llevar fuera de esta carpeta (añade --no-dereference).',
  'main.command.askNamesFromFile':
    'Pregunta porque {program}: la opción «{option}» lee de un archivo los nombres de los archivos que va a leer, y esos nombres pueden estar fuera de esta carpeta.',
  'main.command.askUnparsed': 'Pregunta porque no se pudo analizar el comando.',
  'main.command.askNotUnderstood':
    'Pregunta porque el comando tiene un error de sintaxis o una construcción que el analizador no entiende.',
  'main.command.askPartUnparsed': 'Pregunta porque no se pudo analizar una parte del comando.',
  'main.command.askBackground': 'Pregunta porque inicia una tarea en segundo plano (&).',
  'main.command.askOperator': 'Pregunta porque usa el operador de la shell «{operator}».',
  'main.command.askShellVariable': 'Pregunta porque define una variable de la shell.',
  'main.command.askCommandSubstitution': 'Pregunta porque usa una sustitución de comandos $(…).',
  'main.command.askProcessSubstitution': 'Pregunta porque usa una sustitución de procesos <(…).',
  'main.command.askControlFlow':
    'Pregunta porque usa {construct, select, if {una instrucción if} loop {un bucle} case {una instrucción case} function {una definición de función} test {una prueba [[ ]]} declaration {una declaración de variable (export, declare, local…)} other {unset}}.',
  'main.command.askConstruct': 'Pregunta porque usa una construcción de la shell ({construct}) que no se comprueba.',
  'main.command.askHereDocExpands':
    'Pregunta porque su documento incrustado (here-document) expande variables o comandos.',
  'main.command.askHereDocWords':
    'Pregunta porque tiene palabras después de un documento incrustado (here-document) que no se comprueban.',
  'main.readOnly.optionWrites':
    'Pregunta porque {program}: la opción «{option}» escribe en un archivo o ejecuta un programa.',
  'main.readOnly.patternSecondFile':
    'Pregunta porque {program} con un patrón puede recibir un segundo nombre de archivo y escribir en ese archivo.',
  'main.readOnly.secondFile': 'Pregunta porque {program} con un segundo nombre de archivo escribe en ese archivo.',
  'main.readOnly.findWrites': 'Pregunta porque find {option} borra archivos, escribe archivos o ejecuta programas.',
  'main.readOnly.sedOption':
    'Pregunta porque la opción de sed «{option}» no está en la lista de solo lectura (puede editar archivos directamente o leer un script).',
  'main.readOnly.sedScriptPattern':
    'Pregunta porque su script de sed es un patrón sin comillas que la shell puede sustituir por nombres de archivo.',
  'main.readOnly.sedNoScript': 'Pregunta porque sed sin script no se comprueba.',
  'main.readOnly.sedAddress': 'Pregunta porque su script de sed tiene una dirección sin terminar.',
  'main.readOnly.sedMalformed': 'Pregunta porque su script de sed tiene una orden s mal formada.',
  'main.readOnly.sedUnterminated': 'Pregunta porque su script de sed tiene una orden s o y sin terminar.',
  'main.readOnly.sedFlag':
    'Pregunta porque su script de sed usa la marca «{flag}» de s, que puede escribir archivos o ejecutar comandos.',
  'main.readOnly.sedCommandWrites':
    'Pregunta porque su script de sed usa la orden «{letter}», que puede escribir archivos, leer archivos o ejecutar comandos.',
  'main.readOnly.sedUnknown': 'Pregunta porque su script de sed usa «{letter}», que no se comprueba.',
  'main.readOnly.printfSets': 'Pregunta porque printf -v define una variable de la shell.',
  'main.readOnly.envRuns': 'Pregunta porque env con argumentos ejecuta un programa o cambia su entorno.',
  'main.readOnly.xxdReverse': 'Pregunta porque xxd -r escribe datos binarios.',
  'main.readOnly.gitGrepOpens': 'Pregunta porque git grep -O abre archivos en un programa.',
  'main.readOnly.gitRemote':
    'Pregunta porque git remote solo es de solo lectura como «git remote», «git remote -v» o «git remote get-url».',
  'main.readOnly.gitStash': 'Pregunta porque solo «git stash list» y «git stash show» son de solo lectura.',
  'main.readOnly.gitReflog': 'Pregunta porque solo «git reflog» y «git reflog show» son de solo lectura.',
  'main.readOnly.gitWorktree': 'Pregunta porque solo «git worktree list» es de solo lectura.',
  'main.readOnly.gitNotes': 'Pregunta porque solo «git notes list» y «git notes show» son de solo lectura.',
  'main.readOnly.gitConfigWrites': 'Pregunta porque esta llamada a git config cambia la configuración.',
  'main.readOnly.gitConfigOther':
    'Pregunta porque «git config {option}» lee una configuración distinta de la del propio repositorio, que puede contener tus tokens.',
  'main.readOnly.gitConfigNoRead':
    'Pregunta porque git config solo es de solo lectura con --get, --list o las subórdenes get/list.',
  'main.readOnly.gitConfigNotLocal':
    'Pregunta porque git config sin --local también muestra tu configuración global, que puede contener tokens (usa git config --local).',
  'main.readOnly.gitOption': 'Pregunta porque la opción de git «{option}» no está en la lista de solo lectura.',
  'main.readOnly.gitNoSubcommand': 'Pregunta porque git sin suborden no se comprueba.',
  'main.readOnly.gitSubcommand': 'Pregunta porque «git {subcommand}» no es una orden de git de solo lectura.',
  'main.readOnly.gitOptionWrites':
    'Pregunta porque la opción de git «{option}» puede escribir archivos o ejecutar programas.',
  'main.readOnly.gitOptionMayWrite': 'Pregunta porque la opción de git «{option}» puede escribir en un archivo.',
  'main.readOnly.gitListingOption': 'Pregunta porque «git {subcommand} {option}» no está en la lista de solo lectura.',
  'main.readOnly.gitListingName':
    'Pregunta porque «git {subcommand}» con un nombre crea o cambia {subcommand, select, branch {una rama} other {una etiqueta}}; para listar hace falta --list.',
  'main.command.repoUncheckable': 'Pregunta porque no se pudo comprobar el repositorio de esa carpeta ({error}).',
  'main.command.repoUnexpected':
    'Pregunta porque git encuentra en {folder} un repositorio que esta comprobación no encontró.',
  'main.command.repoConfigUnread': 'Pregunta porque no se pudo leer completa la configuración de git ({error}).',
  'main.command.repoConfigListing': 'Pregunta porque no se pudo leer la lista de la configuración de git.',
  'main.command.repoCannotOpen': 'Pregunta porque git no puede abrir el repositorio de {folder} ({error}).',
  'main.command.repoWorkTreeOutside':
    'Pregunta porque la carpeta de trabajo del repositorio, {folder}, está fuera de esta carpeta.',
  'main.command.repoGitFolderOutside':
    'Pregunta porque la carpeta git del repositorio, {folder}, está fuera de esta carpeta.',
  'main.command.repoOwnConfigUnread':
    'Pregunta porque no se pudo leer completa la configuración del repositorio ({error}).',
  'main.command.repoOwnConfigListing': 'Pregunta porque no se pudo leer la lista de la configuración del repositorio.',
  'main.command.repoUnusualKeys':
    'Pregunta porque la configuración de git del repositorio define claves que no están en la lista de claves inofensivas ({keys}{more, plural, =0 {} other {, …}}).',
  'main.command.repoElsewhere':
    'Pregunta porque git usaría el repositorio de {toplevel} ({gitdir}), no el de {folder} que se encontró.',
  'main.command.repoSubmodules':
    'Pregunta porque el repositorio tiene submódulos, repositorios anidados cuya configuración no se comprobó.',
  'main.command.repoSubmodulesUnlisted': 'Pregunta porque no se pudo obtener la lista de sus submódulos ({error}).',
  'main.command.repoDotGitLink':
    'Pregunta porque {path} es un enlace simbólico, que podría llevar a git a cualquier sitio.',
  'main.command.repoDotGitFile': 'Pregunta porque {path} es un archivo (gitdir:) que dirige git a otra carpeta.',
  'main.command.repoDotGitOther': 'Pregunta porque {path} no es ni una carpeta ni un archivo.',
  'main.command.repoBare':
    'Pregunta porque {folder} es en sí una carpeta git (un repositorio sin copia de trabajo, o algo dentro de .git).',
  'main.command.repoCommondir':
    'Pregunta porque {folder} tiene un archivo commondir que hace que git lea la configuración y los objetos de otra carpeta.',
  'main.command.repoAlternates':
    'Pregunta porque {folder} toma prestados objetos de otros repositorios (objects/info/alternates).',
  'main.command.repoLink':
    'Pregunta porque {path} es un enlace simbólico, que podría llevar a git fuera de esta carpeta.',
  'main.command.repoTooManyRefs': 'Pregunta porque {folder} tiene más referencias de las que se pueden comprobar.',
  'main.command.passedOnly': 'Al comando solo se le pasan {passed}.',
  'main.command.withheld':
    'Al comando solo se le pasan {passed}; {count, plural, one {se retiene 1 variable de entorno más} other {se retienen # variables de entorno más}}: {names}{more, plural, =0 {} other { y # más}}.',
  'main.fence.namedProtected':
    'Nombra {path}, que sigue siendo de solo lectura en el entorno aislado incluso después de aprobarlo, así que cambiarlo fallará (nada puede dejar código que se ejecute más tarde).',
  'main.fence.submoduleAdd':
    '«git submodule add» también escribe .gitmodules, que sigue siendo de solo lectura en el entorno aislado incluso después de aprobarlo: fallará. Si lo quieres, ejecútalo tú en una terminal.',
  'main.fence.gitSettings':
    'Los hooks y la configuración de git (.git/hooks, .git/config) siguen siendo de solo lectura, aquí y en los repositorios que ya hay dentro de esta carpeta, para que no se pueda dejar nada que se ejecute más tarde.',
  'main.fence.shellFiles':
    'Los archivos de inicio de la shell y de configuración de herramientas siguen siendo de solo lectura y no se pueden crear: {files}.',
  'main.fence.settingsFolders':
    'Las carpetas de configuración de editores y asistentes siguen siendo de solo lectura y no se pueden crear: {folders}.',
  'main.fence.readOnly':
    'No se puede cambiar nada: solo puede leer esta carpeta y escribir en una carpeta temporal que se borra después.',
  'main.fence.changesHereAnd':
    'Solo cambia cosas dentro de esta carpeta y de {folders}; todo lo demás es de solo lectura.',
  'main.fence.changesHere': 'Solo cambia cosas dentro de esta carpeta; todo lo demás es de solo lectura.',
  'main.fence.networkOnly': 'Red solo hacia {hosts}; cualquier otra dirección se rechaza.',
  'main.fence.noNetworkAtAll': 'Sin ninguna red.',
  'main.fence.noNetwork':
    'Sin red: cualquier dirección a la que intente conectarse se rechaza y se nombra, para que puedas pedirla.',
  'main.fence.homeHiddenExcept':
    'Tu carpeta personal está oculta, salvo esta carpeta y, solo para lectura, {folders}; las claves y contraseñas siguen ocultas.',
  'main.fence.homeHidden':
    'Tu carpeta personal está oculta (claves, contraseñas, perfiles del navegador), salvo esta carpeta.',
  'main.fence.dataHidden': 'La carpeta de datos de Gatehouse está oculta.',
  'main.fence.restHidden':
    'Del resto de este equipo solo ve los programas y la configuración del sistema y dónde están instalados los programas que ejecuta; las demás carpetas (otro proyecto, discos, /opt, /srv, /mnt) están ocultas, y también las contraseñas y claves del sistema.',
  'main.fence.socketsHidden':
    'Los sockets de otros programas y las carpetas temporales compartidas (/run, /tmp) quedan fuera de su alcance.',
  'main.fence.stopped':
    'Todo lo que inicia se detiene cuando termina, cuando pulsas Detener o cuando se le acaba el tiempo.',
  'main.reach.notChecked': 'no se puede comprobar el comando por completo',
  'main.reach.tilde': 'usa ~ ({text}), que es tu carpeta personal',
  'main.reach.expansion':
    '{role, select, value {el valor de {name}} cdTarget {el destino de cd} option {el valor de la opción} redirection {el destino de la redirección} other {el argumento}} «{text}» depende de una expansión cuyo valor no se conoce',
  'main.reach.outside':
    '{role, select, value {el valor de {name}} cdTarget {el destino de cd} option {el valor de la opción} redirection {el destino de la redirección} other {el argumento}} «{value}» lleva fuera de esta carpeta ({target})',
  'main.reach.globOutside':
    '{role, select, value {el valor de {name}} cdTarget {el destino de cd} option {el valor de la opción} redirection {el destino de la redirección} other {el argumento}} «{value}» puede convertirse en {candidate}, que lleva a {target}, fuera de esta carpeta',
  'main.reach.globLink':
    '{role, select, value {el valor de {name}} cdTarget {el destino de cd} option {el valor de la opción} redirection {el destino de la redirección} other {el argumento}} «{value}» puede convertirse en {candidate}, un enlace simbólico a {target}, fuera de esta carpeta',
  'main.reach.globTooMany':
    '{role, select, value {el valor de {name}} cdTarget {el destino de cd} option {el valor de la opción} redirection {el destino de la redirección} other {el argumento}} «{value}» puede convertirse en más archivos de los que se pueden comprobar',
  'main.reach.network': 'ejecuta {program}, que se conecta a la red',
  'main.reach.rsync': 'ejecuta rsync hacia un equipo remoto',
  'main.reach.gitNetwork': 'ejecuta «git {subcommand}», que se conecta a la red',
  'main.reach.gitMaybeNetwork':
    'ejecuta «git {subcommand}», que puede ser un alias o un complemento que se conecte a la red',
  'main.reach.subcommandNetwork': 'ejecuta «{program} {subcommand}», que se conecta a la red',
  'main.reach.eval': 'ejecuta código mediante eval, que no se puede comprobar',
  'main.reach.inlineCode': 'ejecuta {program} con código escrito en la misma línea, que no se puede comprobar',
  'main.reach.inputCode': 'ejecuta {program} con código que recibe por su entrada, que no se puede comprobar',
  'main.reach.awkRuns': 'su programa de {program} puede ejecutar comandos, que no se pueden comprobar',
  'main.reach.followsLinks':
    '{program}: la opción «{option}» sigue los enlaces simbólicos, que pueden llevar fuera de esta carpeta',
  'main.reach.diffFollows':
    '{program} -r sigue los enlaces simbólicos, que pueden llevar fuera de esta carpeta (añade --no-dereference)',
  'main.reach.namesFromFile':
    '{program}: la opción «{option}» lee de un archivo los nombres de los archivos que va a leer, y esos nombres pueden estar fuera de esta carpeta',
  'main.reach.programExpansion': 'el nombre del programa «{text}» sale de una expansión',
  'main.reach.cdHome': 'ejecuta cd sin carpeta, lo que lleva a tu carpeta personal',
  'main.reach.tooManyFolders': 'cambia de carpeta demasiadas veces para poder seguirlo',
  'main.reach.workingFolder': 'la carpeta de trabajo está fuera de esta carpeta',
  'main.guard.uncheckable':
    '{role, select, workingFolder {la carpeta de trabajo: } other {}}no se pudo comprobar la ruta ({error})',
  'main.guard.nulByte': '{role, select, workingFolder {la carpeta de trabajo: } other {}}la ruta contiene un byte NUL',
  'main.guard.otherHome':
    '{role, select, workingFolder {la carpeta de trabajo: } other {}}«{path}» nombra la carpeta personal de otro usuario',
  'main.guard.rootUnresolved':
    '{role, select, workingFolder {la carpeta de trabajo: } other {}}no se puede resolver la carpeta de la conversación',
  'main.guard.inHome':
    '{role, select, workingFolder {la carpeta de trabajo: } other {}}«{path}» está en tu carpeta personal, fuera de esta carpeta',
  'main.guard.throughLink':
    '{role, select, workingFolder {la carpeta de trabajo: } other {}}«{path}» lleva a través de un enlace simbólico a {target}, fuera de esta carpeta',
  'main.guard.resolvesOutside':
    '{role, select, workingFolder {la carpeta de trabajo: } other {}}«{path}» lleva a {target}, fuera de esta carpeta',
  'main.guard.brokenLink':
    '{role, select, workingFolder {la carpeta de trabajo: } other {}}«{path}» es un enlace que no se puede seguir, así que podría apuntar a cualquier sitio',
  'main.guard.nothingExists':
    '{role, select, workingFolder {la carpeta de trabajo: } other {}}no existe ninguna parte de la ruta',
  'main.guard.tooDeep':
    '{role, select, workingFolder {la carpeta de trabajo: } other {}}la ruta tiene demasiados niveles para comprobarla',
};

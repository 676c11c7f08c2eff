import type { hooksMessages as en } from '../hooks';

/**
 * Spanish (es): hooks in Settings › Hooks, on the approval sheet, the tool card and the record.
 * A hook is «tu hook» (or «el hook de esta carpeta»): a program that looks at an action before or
 * after it runs. ICU MessageFormat, as ./app.ts.
 */
export const hooksMessages: Record<keyof typeof en, string> = {
  'hooks.page.title': 'Hooks',
  'hooks.page.about':
    'Un hook es un pequeño programa tuyo que Gatehouse ejecuta justo antes o justo después de que el asistente use una herramienta: puede dejar que la acción se ejecute, rechazarla, cambiarla o preguntarte primero. Los hooks escritos para Claude Code funcionan aquí sin cambios.',
  'hooks.page.safety':
    'Un hook que rechaza una acción siempre gana, incluso sobre tu propia aprobación. Un hook se ejecuta en el entorno aislado, salvo que elijas otra cosa: ahí puede leer tu carpeta, pero no puede cambiar nada ni conectarse a ninguna red.',
  'hooks.page.noSandbox':
    'Este equipo no tiene entorno aislado, así que los hooks configurados para ejecutarse en él no se ejecutan aquí: las acciones que revisarían te preguntan a ti. Los hooks de las carpetas nunca se ejecutan sin él. {detail}',
  'hooks.page.loading': 'Cargando los hooks…',
  'hooks.page.loadFailed': 'No se pudieron cargar tus hooks: {message}',
  'hooks.page.empty': 'Todavía no hay hooks.',
  'hooks.page.list': 'Tus hooks',
  'hooks.page.add': 'Añadir un hook',
  'hooks.page.edit': 'Editar',
  'hooks.page.editName': 'Editar el hook «{command}»',
  'hooks.page.delete': 'Eliminar',
  'hooks.page.deleteName': 'Eliminar el hook «{command}»',
  'hooks.page.deleteTitle': '¿Eliminar este hook?',
  'hooks.page.deleteBody':
    'Gatehouse dejará de ejecutarlo. Las acciones que rechazaba o permitía se decidirán como si no existiera. No se puede deshacer.',
  'hooks.page.deleteConfirm': 'Eliminar el hook',
  'hooks.page.failed': 'No se hizo: {message}',
  'hooks.page.saved': 'Guardado.',

  'hooks.words.event.PreToolUse': 'Antes de que se ejecute una acción',
  'hooks.words.event.PostToolUse': 'Después de que se ejecute una acción',
  'hooks.words.matcherAll': 'todas las acciones',
  'hooks.words.matcher': 'las acciones llamadas {matcher}',
  'hooks.words.timeout': '{count, plural, one {se detiene pasado 1 segundo} other {se detiene pasados # segundos}}',
  'hooks.words.sandbox.hook': 'en el entorno aislado',
  'hooks.words.sandbox.none': 'con todos tus permisos',
  'hooks.words.sentence': '{event}, para {matcher}; se ejecuta {sandbox} y {timeout}.',

  'hooks.form.titleNew': 'Un hook nuevo',
  'hooks.form.titleEdit': 'Editar este hook',
  'hooks.form.event': 'Cuándo se ejecuta',
  'hooks.form.event.PreToolUse':
    'Antes de que se ejecute una acción (puede permitirla, rechazarla, cambiarla o preguntarte)',
  'hooks.form.event.PostToolUse': 'Después de que se ejecute una acción (puede añadir una nota para el asistente)',
  'hooks.form.matcher': 'Qué acciones',
  'hooks.form.matcherHelp':
    'Los nombres de herramientas de Claude Code: Bash (comandos), Write, Edit, Read, Grep, Glob, LS o mcp__server__tool. Varios, separados por |, como Write|Edit. Déjalo vacío para todas las acciones.',
  'hooks.form.command': 'Comando',
  'hooks.form.commandHelp':
    'Se ejecuta con bash en la carpeta de la conversación. Recibe la acción en JSON por su entrada, como en Claude Code.',
  'hooks.form.timeout': 'Tiempo límite, en segundos',
  'hooks.form.timeoutHelp': 'Si tarda más, se detiene y la acción te pregunta a ti. Como máximo, 600.',
  'hooks.form.timeoutInvalid': 'Escribe un número entero de segundos, de 1 a 600.',
  'hooks.form.commandMissing': 'Escribe el comando que ejecuta el hook.',
  'hooks.form.sandbox': 'Dónde se ejecuta',
  'hooks.form.sandbox.hook': 'En el entorno aislado (recomendado)',
  'hooks.form.sandbox.hookHelp':
    'Puede leer tu carpeta, pero no cambiar nada en ella; no puede ver el resto de tu carpeta personal ni conectarse a internet.',
  'hooks.form.sandbox.none': 'Con todos tus permisos',
  'hooks.form.sandbox.noneHelp':
    'Puede hacer todo lo que puedes hacer tú: leer tus archivos privados, cambiar o borrar cualquier cosa y usar internet. Elígelo solo para un hook que hayas escrito tú o en el que confíes plenamente.',
  'hooks.form.save': 'Guardar hook',
  'hooks.form.saving': 'Guardando…',
  'hooks.form.cancel': 'Cancelar',
  'hooks.form.failed': 'No se guardó: {message}',
  'hooks.form.confirmTitle': '¿Ejecutar este hook con todos tus permisos?',
  'hooks.form.confirmBody':
    'Fuera del entorno aislado, este comando puede leer tus archivos privados, cambiar o borrar todo lo que tú puedes cambiar o borrar y usar internet, cada vez que el asistente use una herramienta que coincida:',
  'hooks.form.confirmAsk': 'Continúa solo si escribiste tú este hook o confías en quien lo escribió.',
  'hooks.form.confirmFolderCode':
    'Usa {program}, que busca en la carpeta de la conversación lo que tiene que ejecutar: fuera del entorno aislado, cualquier código que haya entonces en esa carpeta se ejecuta con todos tus permisos, y lo elige cualquiera que pueda cambiar la carpeta.',
  'hooks.form.confirm': 'Ejecutarlo con todos mis permisos',

  'hooks.import.open': 'Importar desde Claude Code…',
  'hooks.import.title': 'Importar hooks desde Claude Code',
  'hooks.import.lead':
    'Elige un archivo de configuración de Claude Code (como ~/.claude/settings.json) o pega su texto. Se añaden sus hooks de «antes» y «después» de las herramientas, cada uno configurado para ejecutarse en el entorno aislado; puedes cambiarlo después.',
  'hooks.import.pick': 'Elegir un archivo de configuración…',
  'hooks.import.pasteLabel': 'O pega el texto del archivo de configuración',
  'hooks.import.pasted': 'Importar el texto pegado',
  'hooks.import.close': 'Cerrar',
  'hooks.import.working': 'Importando…',
  'hooks.import.failed': 'No se importó nada: {message}',
  'hooks.import.imported': '{count, plural, one {Se importó 1 hook:} other {Se importaron # hooks:}}',
  'hooks.import.none': 'No se importó ningún hook.',
  'hooks.import.skipped': '{count, plural, one {Se dejó fuera 1 entrada:} other {Se dejaron fuera # entradas:}}',
  'hooks.import.skippedEntry': '{event}: {reason}',

  'hooks.project.title': 'Hooks que vienen con tus carpetas',
  'hooks.project.about':
    'Una carpeta puede traer sus propios hooks (en .claude/settings.json o .gatehouse/hooks.json). Los escribió quien escribió la carpeta, así que Gatehouse nunca los ejecuta hasta que los hayas leído y hayas confiado en la carpeta. Si cambian, dejan de ejecutarse hasta que vuelvas a confiar en ellos.',
  'hooks.project.noFolders': 'Todavía no hay conversaciones, así que no hay carpetas que revisar.',
  'hooks.project.loading': 'Revisando esta carpeta…',
  'hooks.project.loadFailed': 'No se pudieron leer los hooks de esta carpeta: {message}',
  'hooks.project.status.none': 'No hay hooks en esta carpeta.',
  'hooks.project.status.untrusted': 'Sin tu confianza: estos hooks no se ejecutan.',
  'hooks.project.status.trusted':
    'De confianza ({time}): estos hooks se ejecutan (en el entorno aislado), desde la copia de sus archivos que Gatehouse guardó entonces.',
  'hooks.project.status.changed':
    'Cambiaron desde que confiaste en ellos: Gatehouse sigue ejecutando la versión en la que confiaste, desde la copia que guardó. Lee los nuevos y confía en ellos para que se ejecuten en lugar de la versión anterior.',
  'hooks.project.status.changedNoCopy':
    'Confiaste en ellos antes de que Gatehouse guardara una copia de lo que ejecutan los hooks: no se ejecutan hasta que vuelvas a confiar en ellos.',
  'hooks.project.source': 'De {file}',
  'hooks.project.scripts':
    'Archivos de esta carpeta que ejecuta (tu confianza incluye su contenido; Gatehouse guarda una copia y ejecuta el hook desde ella):',
  'hooks.project.refused.glob':
    'No se puede confiar en él: su comando indica lo que ejecuta con un comodín o con llaves ({word}), así que más adelante podría ejecutarse otro archivo.',
  'hooks.project.refused.assignment':
    'No se puede confiar en él: su comando define {name}, que puede hacer que un programa cargue antes un archivo de la carpeta.',
  'hooks.project.refused.expansion':
    'No se puede confiar en él: su comando usa {text}, que solo se conoce al ejecutarse (solo se permite $CLAUDE_PROJECT_DIR).',
  'hooks.project.refused.module_lookup':
    'No se puede confiar en él: ejecuta {program}, que busca en la carpeta lo que tiene que ejecutar en el momento de ejecutarse, no lo que lees aquí.',
  'hooks.project.refused.inline_shell':
    'No se puede confiar en él: le pasa a {program} un comando como texto, que Gatehouse no puede leer antes de que se ejecute.',
  'hooks.project.refused.indirect':
    'No se puede confiar en él: ejecuta {program}, que ejecuta programas indicados por su entrada o por una búsqueda.',
  'hooks.project.refused.unreadable':
    'No se puede confiar en él: su comando usa sintaxis de shell (un bucle, una función, una tarea en segundo plano…) que Gatehouse no puede leer antes de que se ejecute.',
  'hooks.project.refused.outside':
    'No se puede confiar en él: ejecuta {path}, que está fuera de esta carpeta, así que Gatehouse no puede guardar una copia.',
  'hooks.project.refused.link':
    'No se puede confiar en él: {path} es un enlace, que podría apuntar a otro sitio después de que confíes en él.',
  'hooks.project.refused.source_unknown':
    'No se puede confiar en él: su script {script} carga un archivo, en la línea {line}, cuyo nombre solo se conoce al ejecutarse.',
  'hooks.project.refused.script_module_lookup':
    'No se puede confiar en él: su script {script} ejecuta {program}, que busca en la carpeta lo que tiene que ejecutar en el momento de ejecutarse.',
  'hooks.project.refused.script_preload':
    'No se puede confiar en él: su script {script} define {name}, que puede hacer que un programa cargue antes otro archivo.',
  'hooks.project.refused.too_large':
    'Gatehouse no puede confiar en estos hooks: sus archivos ocupan al menos {kilobytes} kB, y guarda como máximo {limitKilobytes} kB de los archivos de hooks de una carpeta. Pon los scripts de los hooks en una carpeta propia, como .claude/hooks.',
  'hooks.project.refused.too_many_files':
    'Gatehouse no puede confiar en estos hooks: se ejecutan desde {count} archivos, y guarda como máximo {limit}. Pon los scripts de los hooks en una carpeta propia, como .claude/hooks.',
  'hooks.project.problems': 'No se pudo leer:',
  'hooks.project.skipped': 'Gatehouse no ejecuta: {events}',
  'hooks.project.allowNote':
    'El hook de una carpeta puede rechazar una acción o hacer que te pregunte, pero su «permitir» nunca deja que nada se ejecute sin ti.',
  'hooks.project.trust': 'Confiar en los hooks de esta carpeta',
  'hooks.project.trustName': 'Confiar en los hooks de {folder}',
  'hooks.project.untrust': 'Dejar de confiar',
  'hooks.project.untrustName': 'Dejar de confiar en los hooks de {folder}',
  'hooks.project.refresh': 'Volver a revisar',
  'hooks.project.refreshName': 'Volver a revisar los hooks de {folder}',
  'hooks.project.trustTitle': '¿Confiar en los hooks de esta carpeta?',
  'hooks.project.trustBody':
    'Gatehouse ejecutará estos comandos, en el entorno aislado, cada vez que el asistente use una herramienta que coincida en {folder}:',
  'hooks.project.trustAsk':
    'Confía en ellos solo si sabes quién escribió esta carpeta. Gatehouse guarda una copia de los archivos de la lista y ejecuta los hooks desde ella: si la carpeta los cambia, se ejecuta la versión en la que confiaste hasta que confíes en la nueva.',
  'hooks.project.trustConfirm': 'Confiar en estos hooks',
  'hooks.project.failed': 'No se hizo: {message}',

  'hooks.sheet.changedBy': 'Cambiado por tu hook',
  'hooks.sheet.changedByProject': 'Cambiado por el hook de esta carpeta',
  'hooks.sheet.changedHelp': 'Lo que ves arriba es lo que se ejecutará, no lo que pidió el asistente.',
  'hooks.sheet.showOriginal': 'Mostrar el original',
  'hooks.sheet.hideOriginal': 'Ocultar el original',
  'hooks.sheet.originalName': 'Lo que pidió el asistente, antes de que el hook lo cambiara',
  'hooks.sheet.original': 'Lo que pidió el asistente:',
  'hooks.sheet.hookFailed': 'El hook «{command}» no pudo responder. {reason} La acción te espera.',
  'hooks.sheet.rewriteRejected':
    'El hook «{command}» cambió esta acción por algo que {tool} no acepta ({detail}), así que se queda como la pidió el asistente. La acción te espera.',
  'hooks.sheet.failed': '{error}',
  'hooks.sheet.error.no_sandbox':
    'Tu hook «{command}» está configurado para ejecutarse en el entorno aislado, que este equipo no tiene, así que no se ejecutó. La acción te espera.',
  'hooks.sheet.error.files_replaced':
    'El hook de la carpeta «{command}» no se ejecutó: sus archivos en esta carpeta se sustituyeron por enlaces o por otro tipo de archivo después de que confiaras en ellos. La acción te espera.',
  'hooks.sheet.error.files_gone':
    'El hook de la carpeta «{command}» no se ejecutó: se eliminaron archivos suyos de esta carpeta en los que habías confiado. La acción te espera.',
  'hooks.sheet.asks': 'Tu hook pregunta: {reason}',
  'hooks.sheet.asksNoReason': 'Tu hook te pregunta por esto.',
  'hooks.sheet.projectAsks': 'El hook de esta carpeta pregunta: {reason}',
  'hooks.sheet.projectAsksNoReason': 'El hook de esta carpeta te pregunta por esto.',
  'hooks.sheet.denies': 'Tu hook rechazará esto, aunque lo apruebes: {reason}',
  'hooks.sheet.deniesNoReason': 'Tu hook rechazará esto, aunque lo apruebes.',
  'hooks.sheet.projectDenies': 'El hook de esta carpeta rechazará esto, aunque lo apruebes: {reason}',
  'hooks.sheet.projectRewriteAsks':
    'El hook de esta carpeta cambió esta acción, así que te espera: el hook de una carpeta puede hacer que una acción te pregunte, nunca dejar que se ejecute.',
  'hooks.sheet.rewroteAgain':
    'Un hook cambió esta acción por segunda vez. Gatehouse no aplicó ese cambio, y la acción te espera.',
  'hooks.sheet.projectAllowNotCounted':
    'El hook de esta carpeta lo permitiría, pero el hook de una carpeta no puede dejar que nada se ejecute sin ti: se escribió con la carpeta, no lo escribiste tú.',
  'hooks.sheet.allowsButAsks':
    'Tu hook permite esto, pero aun así necesita tu respuesta (un hook nunca permite nada fuera de tu carpeta, ni lo que tu regla quiere que veas).',
  'hooks.sheet.notRun': '{reason}',
  'hooks.sheet.openSettings': 'Abrir Configuración',
  'hooks.sheet.openSettingsName': 'Abrir Configuración para leer los hooks de esta carpeta',
  'hooks.sheet.says': 'Tu hook dice: {message}',
  'hooks.sheet.hook': 'Hook: {command}',
  'hooks.sheet.changedEdit': 'Tu hook cambió tu edición',
  'hooks.sheet.changedEditProject': 'El hook de esta carpeta cambió tu edición',
  'hooks.sheet.changedEditHelp': 'Abajo se muestra lo que se ejecutará, no lo que escribiste.',
  'hooks.sheet.originalEdit': 'Lo que escribiste:',
  'hooks.sheet.originalEditName': 'Lo que escribiste, antes de que el hook lo cambiara',

  'hooks.card.allowedBy': 'Se ejecutó sin preguntar: tu hook lo permite.',
  'hooks.card.deniedBy': 'Rechazado por tu hook.',
  'hooks.card.deniedByProject': 'Rechazado por el hook de esta carpeta.',
  'hooks.card.deniedByReason': 'Rechazado por tu hook: {reason}',
  'hooks.card.deniedByProjectReason': 'Rechazado por el hook de esta carpeta: {reason}',
  'hooks.card.changedBy': 'Tu hook lo cambió antes de ejecutarse.',
  'hooks.card.changedByProject': 'El hook de esta carpeta lo cambió antes de ejecutarse.',
  'hooks.card.original': 'Lo que pidió el asistente',
  'hooks.card.says': 'Tu hook dice: {text}',
  'hooks.card.projectSays': 'El hook de esta carpeta dice: {text}',
  'hooks.card.preContext': 'Un hook añadió una nota para el asistente: {text}',
  'hooks.card.block': 'Tu hook marcó el resultado: {text}',
  'hooks.card.context': 'Tu hook añadió una nota para el asistente: {text}',
  'hooks.card.projectBlock': 'El hook de esta carpeta marcó el resultado: {text}',
  'hooks.card.projectContext': 'El hook de esta carpeta añadió una nota para el asistente: {text}',
  'hooks.audit.ran': 'Lo permitió tu hook',
  'hooks.audit.by': 'Por el hook',
};

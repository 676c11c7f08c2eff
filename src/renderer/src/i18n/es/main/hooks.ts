import type { mainHooksMessages as en } from '../../main/hooks';

/** Spanish (es): hooks' messages (src/shared/main-messages/hooks.ts). ICU MessageFormat, as ../app.ts. */
export const mainHooksMessages: Record<keyof typeof en, string> = {
  'main.hooks.matcherUnreadable':
    'Gatehouse no puede leer el patrón «{matcher}». Usa el nombre de una herramienta, como Bash; varios nombres separados por |, como Write|Edit; o déjalo vacío para todas las herramientas.',
  'main.hooks.gone': 'Ese hook ya no existe.',
  'main.hooks.alreadyRemoved': 'Ese hook ya se había quitado.',
  'main.hooks.invalid': 'No se puede guardar este hook: {check} (en: {fields}). No se cambió nada.',
  'main.hooks.confirmOutsideSandbox':
    'Este hook está configurado para ejecutarse fuera del entorno aislado, con todo lo que tu cuenta puede hacer. Confírmalo antes de guardarlo.',
  'main.hooks.folderNotFull': 'Indica la carpeta completa (desde la raíz del disco).',
  'main.hooks.nothingToTrust': 'Esta carpeta no tiene hooks en los que confiar.',
  'main.hooks.changedWhileReading':
    'Los hooks de esta carpeta cambiaron mientras los leías. Vuelve a mirarlos antes de confiar en la carpeta.',
  'main.hooks.cannotTrust':
    'Gatehouse no puede confiar en los hooks de esta carpeta tal como están: en Configuración › Hooks se explica el motivo de cada uno.',
  'main.hooks.import.notJson': 'Esto no es un archivo de configuración que Gatehouse pueda leer: no es JSON.',
  'main.hooks.import.notObject': 'Esto no es un archivo de configuración: no es un objeto JSON.',
  'main.hooks.import.noHooks': 'Este archivo de configuración no tiene ninguna entrada "hooks".',
  'main.hooks.skip.notEvents': 'La entrada "hooks" no es un objeto de eventos.',
  'main.hooks.skip.otherEvent': 'Gatehouse solo ejecuta hooks PreToolUse y PostToolUse.',
  'main.hooks.skip.notList': 'Su entrada no es una lista.',
  'main.hooks.skip.noHooksList': 'La entrada {entry} no tiene una lista "hooks".',
  'main.hooks.skip.notAHook': 'La entrada {entry}, hook {hook}, no es un hook.',
  'main.hooks.skip.notCommand':
    'La entrada {entry}, hook {hook}, es de tipo «{type}»; Gatehouse solo ejecuta hooks de tipo comando.',
  'main.hooks.skip.noCommand':
    'La entrada {entry}, hook {hook}, no tiene comando (o tiene uno de más de 10.000 caracteres).',
  'main.hooks.file.notJson': '{file} no es JSON válido, así que sus hooks no se leen.',
  'main.hooks.file.notObject': '{file} no es un objeto JSON, así que sus hooks no se leen.',
  'main.hooks.notRun.untrusted':
    'No se ha confiado en los hooks de esta carpeta, así que Gatehouse no los ejecutó. Lee sus comandos en Configuración › Hooks y confía en la carpeta para ejecutarlos.',
  'main.hooks.notRun.noTrustedCopy':
    'Se confió en los hooks de esta carpeta sin la copia que Gatehouse guarda ahora de lo que ejecuta, así que no los ejecutó. Vuelve a mirarlos en Configuración › Hooks y confía en la carpeta para ejecutarlos.',
  'main.hooks.failed.unreadable': 'No se pudo leer la lista de hooks: {detail}.',
  'main.hooks.failed.notStarted': 'No llegó a iniciarse ({detail}).',
  'main.hooks.failed.timedOut': 'No respondió en {seconds, plural, one {# segundo} other {# segundos}} y se detuvo.',
  'main.hooks.failed.stopped': 'Se detuvo de golpe antes de responder.',
  'main.hooks.failed.stoppedBy': 'Se detuvo de golpe ({signal}) antes de responder.',
  'main.hooks.failed.exitCode': 'Falló con el código de salida {code}.',
  'main.hooks.failed.exitCodeSaid': 'Falló con el código de salida {code} y dijo: «{said}».',
  'main.hooks.failed.notJson': 'Escribió algo que empieza como JSON pero no es JSON válido.',
  'main.hooks.failed.badShape': 'Respondió con una forma que Gatehouse no entiende (en {where}).',
  'main.hooks.failed.otherEvent': 'Respondió para {answered} cuando se le preguntaba por {asked}.',
};

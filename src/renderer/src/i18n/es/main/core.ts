import type { mainCoreMessages as en } from '../../main/core';

/** Spanish (es): the core's messages (src/shared/main-messages/core.ts). ICU MessageFormat, as ../app.ts. */
export const mainCoreMessages: Record<keyof typeof en, string> = {
  'main.ipc.untrustedSender': 'Esta solicitud no vino de la propia ventana de Gatehouse, así que se rechazó.',
  'main.ipc.unknownChannel': 'Gatehouse no tiene ninguna solicitud llamada «{channel}».',
  'main.ipc.invalidPayload': 'La solicitud no era válida: {check} (en: {fields}). No se cambió nada.',
  'main.ipc.internal': 'Algo falló dentro de Gatehouse. No se perdió nada; vuelve a intentarlo.',
  'main.session.textGone': 'Este texto ya no forma parte de esta conversación. Vuelve a abrir la conversación.',
  'main.session.gone': 'Esta conversación ya no existe. Puede que se eliminara en otra ventana.',
  'main.session.working':
    'Gatehouse sigue trabajando en esta conversación. Espera a que termine o pulsa Detener antes de {action, select, send {enviar un mensaje nuevo} askAgain {usar «Pregúntame a mí»} retry {reintentar} summarise {resumir la conversación} move {moverla a otra carpeta} undo {deshacer cambios} other {hacer eso}}.',
  'main.session.waiting':
    'Gatehouse está esperando tu respuesta en esta conversación. Aprueba o deniega lo que pidió antes de {action, select, send {enviar un mensaje nuevo} askAgain {usar «Pregúntame a mí»} retry {reintentar} summarise {resumir la conversación} move {moverla a otra carpeta} undo {deshacer cambios} other {hacer eso}}.',
  'main.session.closing': 'Gatehouse se está cerrando, así que no puede empezar nada nuevo.',
  'main.session.emptyName': 'El nombre no puede estar vacío.',
  'main.session.deleteWhileWorking':
    'Gatehouse sigue trabajando en esta conversación. Pulsa Detener antes de eliminarla.',
  'main.session.confirmYolo':
    'Cuando no aprueba nadie, los cambios dentro de esta carpeta se hacen sin preguntar. Confírmalo primero.',
  'main.session.emptyMessage': 'Primero escribe un mensaje.',
  'main.session.alreadyAskedAgain': 'Ya pediste decidir tú esta acción.',
  'main.session.askAgainOnlyReviewer':
    'Solo puedes pedir decidir tú de esta forma cuando el modelo revisor ha dicho que no a una acción.',
  'main.session.nothingToRetry':
    'No hay nada que reintentar en esta conversación: su última petición no se detuvo por un problema.',
  'main.session.noteGone': 'Esta nota ya se eliminó.',
  'main.workspace.gone':
    'La carpeta {path} ya no está. Vuelve a ponerla en su sitio o elige otra carpeta para esta conversación.',
  'main.workspace.missing': 'La carpeta {path} no existe o no es una carpeta. Elige otra carpeta.',
  'main.workspace.wholeDisk':
    '{path} es el disco entero. Elige la carpeta de un proyecto: Gatehouse te pregunta antes de tocar cualquier cosa fuera de ella.',
  'main.workspace.home':
    '{path} es tu carpeta personal. Elige una carpeta dentro de ella para un proyecto: Gatehouse te pregunta antes de tocar cualquier cosa fuera de esa carpeta.',
  'main.workspace.holdsHome':
    '{path} contiene tu carpeta personal. Elige una carpeta dentro de tu carpeta personal para un proyecto: Gatehouse te pregunta antes de tocar cualquier cosa fuera de esa carpeta.',
  'main.workspace.holdsData':
    'Gatehouse guarda sus propios datos en {dataDir}, dentro de {path}. Elige una carpeta que no los contenga.',
  'main.workspace.notWritable':
    'Gatehouse no puede cambiar nada en {path}. Elige una carpeta en la que puedas escribir.',
  'main.settings.invalid': 'Esta configuración no se puede guardar: {check} (en: {fields}). No se cambió nada.',
  'main.model.noLocalServer':
    'Todavía no hay ningún servidor local configurado: escribe su dirección (por ejemplo, http://127.0.0.1:11434) en Configuración.',
  'main.model.none':
    'Todavía no hay ningún modelo configurado: en Configuración, añade una clave de API de Anthropic o indica a Gatehouse un servidor local.',
  'main.model.cannotSummarise': 'Gatehouse no pudo resumir la conversación. {reason} No se cambió nada.',
  'main.model.tooLongToSummarise':
    'La conversación es demasiado larga incluso para que el modelo la resuma. Empieza una conversación nueva para continuar. No se cambió nada.',
  'main.undo.runNotHere': 'Esta petición no forma parte de esta conversación.',
  'main.undo.nothingLeft':
    'Aquí no queda nada que deshacer: sus cambios ya se deshicieron o nunca llegaron a escribirse.',
  'main.undo.tooOld':
    '{file} es demasiado antiguo para deshacerlo: su contenido anterior se descartó para que el espacio de deshacer no supere su límite.',
  'main.undo.changedBetween':
    'Algo distinto de Gatehouse cambió {file} entre dos de sus escrituras, así que Gatehouse no las deshará.',
  'main.undo.notAFileChange':
    'Esta acción no se puede deshacer: solo se pueden deshacer los cambios en archivos que hizo Gatehouse.',
  'main.undo.runNotEnded':
    'Esta petición todavía no ha terminado: espera a que termine o pulsa Detener antes de deshacer sus cambios.',
  'main.undo.refusedFolderLink':
    'No se deshizo nada: {file} ahora lleva a otro sitio (una carpeta se sustituyó por un enlace). Deshacer solo restaura los archivos que todavía contienen lo que escribió Gatehouse.',
  'main.undo.refusedDeleted':
    'No se deshizo nada: {file} se eliminó o se movió después de que Gatehouse lo escribiera. Deshacer solo restaura los archivos que todavía contienen lo que escribió Gatehouse.',
  'main.undo.refusedLink':
    'No se deshizo nada: {file} ahora lleva a otro sitio (se sustituyó por un enlace). Deshacer solo restaura los archivos que todavía contienen lo que escribió Gatehouse.',
  'main.undo.refusedChanged':
    'No se deshizo nada: {file} cambió después de que Gatehouse lo escribiera. Deshacer solo restaura los archivos que todavía contienen lo que escribió Gatehouse.',
  'main.undo.refusedUnreadable':
    'No se deshizo nada: no se pudo leer {file} ({detail}). Deshacer solo restaura los archivos que todavía contienen lo que escribió Gatehouse.',
  'main.undo.stoppedPartWay': 'El deshacer se detuvo a medias: {detail}. Ya se restauraron: {files}.',
  'main.undo.stoppedNothingChanged': 'El deshacer se detuvo a medias: {detail}. No se cambió nada.',
  'main.undo.stoppedPartWayAt':
    'El deshacer se detuvo a medias: {file} cambió después de que Gatehouse lo escribiera, así que se dejó como está. Ya se restauraron: {files}.',
  'main.undo.createdDeletes': 'Gatehouse creó {file}; deshacer lo elimina.',
  'main.undo.bytesOnly':
    '{file} solo cambia en la forma en que se guarda (codificación o finales de línea); deshacer restaura exactamente los bytes anteriores.',
  'main.undo.done': 'Deshecho: {files}.',
  'main.undo.binary': '{file} tiene contenido binario: no hay cambios de líneas que mostrar.',
  'main.run.autoWaits':
    'La revisión automática todavía no está disponible, así que cada solicitud te espera a ti, como cuando apruebas tú.',
  'main.run.stoppedByPerson': 'Lo detuviste tú.',
  'main.run.internalRetry': 'Algo falló dentro de Gatehouse. Pulsa Reintentar para continuar.',
  'main.run.noModelRetry':
    'Todavía no hay ningún modelo configurado: en Configuración, añade una clave de API de Anthropic o indica a Gatehouse un servidor local. Después pulsa Reintentar para continuar.',
  'main.run.noLocalServerRetry':
    'Todavía no hay ningún servidor local configurado: escribe su dirección (por ejemplo, http://127.0.0.1:11434) en Configuración. Después pulsa Reintentar para continuar.',
  'main.run.modelFailed': '{reason}',
  'main.run.closedWhileReplying':
    'Gatehouse se cerró mientras el modelo respondía. No se ejecutó nada. Pulsa Reintentar para continuar.',
  'main.run.closedWhileRunning':
    '{count, plural, one {Gatehouse se cerró mientras se ejecutaba una acción. No se sabe cuál fue su resultado y no se volvió a ejecutar.} other {Gatehouse se cerró mientras se ejecutaban # acciones. No se sabe cuál fue su resultado y no se volvieron a ejecutar.}} Pulsa Reintentar para continuar.',
  'main.run.closedWhileClosing':
    'Gatehouse se estaba cerrando, así que dejó de trabajar aquí. Lo que quedó a medias está marcado en la conversación. Pulsa Reintentar para continuar.',
  'main.run.closedBetweenSteps':
    'Gatehouse se cerró entre dos pasos. No se perdió nada. Pulsa Reintentar para continuar.',
  'main.run.movedFolder':
    'Esta conversación se movió a otra carpeta, así que esta petición no continuó allí. Envía un mensaje nuevo para seguir.',
  'main.legacy.text': '{text}',
};

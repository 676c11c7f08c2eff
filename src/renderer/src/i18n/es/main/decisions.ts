import type { mainDecisionMessages as en } from '../../main/decisions';

/** Spanish (es): the decision path's messages (src/shared/main-messages/decisions.ts). ICU MessageFormat, as ../app.ts. */
export const mainDecisionMessages: Record<keyof typeof en, string> = {
  'main.decision.malformed': 'La respuesta no era válida (en: {fields}). No se hizo nada.',
  'main.decision.reviewerOnlyAsShown': 'El revisor solo puede aprobar o denegar las acciones tal como se muestran.',
  'main.decision.alreadyAnswered': 'Esta aprobación ya se respondió.',
  'main.decision.unknownApproval': 'Esta aprobación ya no existe.',
  'main.decision.duplicateCalls':
    '{count, plural, one {Una acción se respondió dos veces.} other {# acciones se respondieron dos veces.}} Cada acción se responde una sola vez. No se hizo nada.',
  'main.decision.unknownCalls':
    '{count, plural, one {Una respuesta era para una acción que no forma parte de esta aprobación.} other {# respuestas eran para acciones que no forman parte de esta aprobación.}} No se hizo nada.',
  'main.decision.missingCalls':
    'Cada acción necesita una respuesta; {count, plural, one {falta 1 por responder} other {faltan # por responder}}. No se hizo nada.',
  'main.decision.conversationGone': 'La conversación de esta aprobación ya no existe.',
  'main.decision.previewChanged':
    '{count, plural, one {{files} cambió mientras editabas.} other {Estos archivos cambiaron mientras editabas: {files}.}} No se hizo nada: mira la nueva vista previa y vuelve a enviar.',
  'main.decision.envNotCommand': 'Solo se pueden pasar variables de entorno a un comando, y {tool} no lo es.',
  'main.decision.envSteering':
    '{count, plural, one {{names} cambia cómo se ejecutan los programas, no lo que reciben, así que Gatehouse nunca la pasa.} other {{names} cambian cómo se ejecutan los programas, no lo que reciben, así que Gatehouse nunca las pasa.}}',
  'main.decision.envNotWithheld':
    '{count, plural, one {{names} no está entre las variables de entorno que la hoja de este comando mostraba como no pasadas.} other {{names} no están entre las variables de entorno que la hoja de este comando mostraba como no pasadas.}}',
  'main.edit.notInApproval': 'Esta acción no forma parte de esta aprobación.',
  'main.edit.invalidArgs': 'Los argumentos editados de {tool} no son válidos: {detail}.',
  'main.edit.cannotInspect': 'No se pudieron examinar los argumentos editados de {tool}: {detail}.',
  'main.edit.policyDenies': 'Gatehouse no permite {tool} con estos argumentos, ni siquiera con tu aprobación.',
  'main.edit.reachesOutside':
    'Los argumentos editados llegan fuera de la carpeta, y esta acción no se te mostró como algo fuera de ella. Deniégala y, en su lugar, pídeselo al asistente: así la solicitud te llegará con su propio aviso.',
  'main.edit.hookRefuses':
    'Un hook que configuraste rechaza esta edición: si la envías, quedará registrada como denegada por ese hook.',
  'main.edit.hookRefusesWhy':
    'Un hook que configuraste rechaza esta edición ({reason}): si la envías, quedará registrada como denegada por ese hook.',
  'main.drafts.noLongerWaiting': 'Esta acción ya no está esperando una respuesta.',
  'main.drafts.changedElsewhere':
    'Las respuestas de esta hoja cambiaron en otra ventana después de que esta las enviara. No se hizo nada: vuelve a revisarlas y envía.',
  'main.drafts.tooLong':
    'Las respuestas de esta hoja son demasiado largas para guardarlas juntas (más de {max} caracteres entre ediciones y motivos). El último cambio no se guardó: acorta una edición o un motivo y sigue.',
  'main.drafts.unanswered':
    'Cada acción necesita una respuesta antes de enviarse; {count, plural, one {falta 1 por responder} other {faltan # por responder}}.',
  'main.drafts.notShown':
    'Lo que tu ventana mostró para {count, plural, one {1 acción} other {# acciones}} no es lo que se ejecutaría. No se hizo nada: vuelve a revisar la hoja y envía.',
  'main.drafts.editNotOpen': 'Se eligió editar, pero sus argumentos no están abiertos en el editor.',
  'main.drafts.invalidJson': 'Los argumentos editados no son JSON válido: {detail}.',
  'main.drafts.notAnObject':
    'Los argumentos editados no se pueden enviar: deben ser un único objeto JSON (en: {fields}).',
  'main.call.fieldTooLong':
    'No se ejecutó: {field, select, path {la ruta del archivo} command {la línea de comandos} old_string {el texto que se sustituye} new_string {el texto nuevo} content {el nuevo contenido del archivo} other {{field}}} tiene {size} caracteres; Gatehouse acepta como máximo {max} en una sola acción. No se cambió nada; se le explicó el motivo al asistente.',
  'main.call.argsTooLarge':
    'No se ejecutó: el asistente envió más de {max} caracteres para esta acción; Gatehouse acepta como máximo esa cantidad en una sola acción. No se cambió nada; se le explicó el motivo al asistente.',
};

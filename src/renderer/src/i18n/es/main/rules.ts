import type { mainRulesMessages as en, RuleProblemWords } from '../../main/rules';
import { buildSelectCases } from '../../main/build-select';

/** Spanish (es): why a rule cannot work as written, by the last part of its id. */
const problems: RuleProblemWords = {
  toolDefinitionNotMcp:
    'Solo se guarda la definición de una herramienta para las herramientas de los servicios conectados (mcp__…), no para {tool}.',
  pathNotFileTool:
    'Un patrón de ruta solo sirve para las herramientas de archivos (leer, listar, buscar, escribir y editar archivos), no para {tool}.',
  globFromTop: 'Escribe el patrón de ruta a partir de la carpeta (src/**), no desde la raíz del disco.',
  globGoesUp: 'Un patrón de ruta se queda dentro de la carpeta: no puede subir con «..».',
  globOpenBrace: `El patrón de ruta tiene una «'{'» sin su «'}'».`,
  commandNotRunCommand: 'Las palabras de un comando solo sirven para run_command, no para {tool}.',
  commandWordEmpty: 'Una palabra del comando no puede estar vacía.',
  commandFirstWordOption: 'La primera palabra es el programa, no una opción.',
  furtherArgumentsRefused:
    '«Y cualquier argumento más» no se puede elegir para {program}: sus palabras adicionales indican lo que cambia o ejecuta, así que una regla para él tiene que indicar todas las palabras.',
  fieldsNotMcp:
    'Las condiciones sobre campos solo sirven para las herramientas de los servicios conectados (mcp__…), no para {tool}.',
};

/** Spanish (es): saved rules' messages (src/shared/main-messages/rules.ts). ICU MessageFormat, as ../app.ts. */
export const mainRulesMessages: Record<keyof typeof en, string> = {
  'main.rules.problem.toolDefinitionNotMcp': problems.toolDefinitionNotMcp,
  'main.rules.problem.pathNotFileTool': problems.pathNotFileTool,
  'main.rules.problem.globFromTop': problems.globFromTop,
  'main.rules.problem.globGoesUp': problems.globGoesUp,
  'main.rules.problem.globOpenBrace': problems.globOpenBrace,
  'main.rules.problem.commandNotRunCommand': problems.commandNotRunCommand,
  'main.rules.problem.commandWordEmpty': problems.commandWordEmpty,
  'main.rules.problem.commandFirstWordOption': problems.commandFirstWordOption,
  'main.rules.problem.furtherArgumentsRefused': problems.furtherArgumentsRefused,
  'main.rules.problem.fieldsNotMcp': problems.fieldsNotMcp,
  'main.rules.stored.notJson': 'La regla guardada no es JSON legible.',
  'main.rules.stored.notARule': 'La regla guardada ya no se puede leer como una regla ({field}: {check}).',
  'main.rules.stored.disagrees': 'La regla guardada se contradice a sí misma (en su herramienta o en su efecto).',
  'main.rules.gone': 'Esa regla ya no existe.',
  'main.rules.conversationGone': 'La conversación para la que es esta regla ya no existe.',
  'main.rules.folderNotFull': 'Una regla de carpeta indica su carpeta completa (desde la raíz del disco).',
  'main.rules.requestGone': 'Esa solicitud ya no está esperando.',
  'main.rules.requestConversationGone': 'La conversación de esta solicitud ya no existe.',
  'main.rules.historyConversationGone': 'Esa conversación ya no existe.',
  'main.rules.import.notJson': 'Este archivo no es un archivo de reglas: no es JSON legible. No se importó nada.',
  'main.rules.import.notRulesFile':
    'Este archivo no es un archivo de reglas de Gatehouse (no tiene "format": "gatehouse-rules"). No se importó nada.',
  'main.rules.import.invalid': 'No se puede leer el archivo de reglas: {check}. No se importó nada.',
  'main.rules.import.invalidAt': 'No se puede leer el archivo de reglas en {where}: {check}. No se importó nada.',
  'main.rules.import.ruleCannotWork': `La regla {number} del archivo no puede funcionar: {problem, select, ${buildSelectCases(problems)} other {no puede funcionar tal como está escrita.}} No se importó nada.`,
};

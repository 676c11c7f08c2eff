import type { mainCheckMessages as en } from '../../main/checks';

/** Spanish (es): the rules of the shared schemas (src/shared/main-messages/checks.ts), as clauses. */
export const mainCheckMessages: Record<keyof typeof en, string> = {
  'main.check.serverNameChars':
    'el nombre de un servidor usa letras, cifras, - y _ (hasta 40) y empieza por una letra o una cifra',
  'main.check.serverNameDoubleUnderscore': 'el nombre de un servidor no puede tener dos guiones bajos seguidos',
  'main.check.serverNameEndsUnderscore':
    'el nombre de un servidor no puede terminar en _ (los nombres de sus herramientas se leerían como los de otro servidor)',
  'main.check.serverNamesRepeat': 'dos servidores tienen el mismo nombre',
  'main.check.commandNeeded': 'hace falta un comando',
  'main.check.httpAddress': 'la dirección debe empezar por http:// o https://',
  'main.check.hostAlone': 'escribe solo el nombre del servidor (example.com o example.com:443)',
  'main.check.folderInside': 'indica una carpeta dentro de la carpeta de la conversación, relativa a ella y sin ..',
  'main.check.toolNeeded': 'indica la herramienta',
  'main.check.toolPinnedTwice': 'una herramienta figura dos veces como de confianza',
  'main.check.writerTwice': 'una herramienta está marcada dos veces como herramienta que escribe archivos',
  'main.check.domainNeeded': 'indica un dominio, como example.com',
  'main.check.domainChars': 'un dominio lleva letras, cifras, puntos y guiones (example.com)',
  'main.check.argumentPath': 'indica el argumento como claves separadas por puntos (options.draft)',
  'main.check.pathPatternNeeded': 'escribe un patrón de ruta, como src/**',
  'main.check.programNeeded': 'indica al menos el programa',
  'main.check.conditionNeeded': 'añade al menos una condición',
  'main.check.toolNameChars': 'el nombre de una herramienta lleva letras, cifras y _ . -',
  'main.check.definitionHash': 'la definición de una herramienta se indica por su sha256, 64 cifras hexadecimales',
  'main.check.chooseScope': 'elige dónde se aplica la regla',
  'main.check.modelAddress':
    'la dirección del servidor debe empezar por http:// o https:// e indicar un servidor, por ejemplo http://127.0.0.1:11434',
  'main.check.modelNeeded': 'escribe el nombre del modelo',
  'main.check.modelNameLong': 'el nombre del modelo tiene como máximo 200 caracteres',
  'main.check.contextWindowRange': 'la memoria del modelo va de 1024 a 10 000 000 tokens',
  'main.check.reviewerModelLong': 'el nombre del modelo revisor tiene como máximo 200 caracteres',
  'main.check.reviewerTimeRange': 'dale al revisor entre 5 y 600 segundos',
  'main.check.confidenceRange': 'la confianza necesaria va de 0,5 a 1',
  'main.check.staleHoursRange': 'las aprobaciones caducan entre 1 hora y un año después',
  'main.check.hookCommandNeeded': 'escribe el comando que ejecuta el hook',
  'main.check.notJson': 'esto no es JSON válido',
  'main.check.notExpected': 'un valor no es del tipo esperado',
};

import type { mainSandboxMessages as en } from '../../main/sandbox';

/** Spanish (es): the command sandbox's messages (src/shared/main-messages/sandbox.ts). ICU MessageFormat, as ../app.ts. */
export const mainSandboxMessages: Record<keyof typeof en, string> = {
  'main.sandbox.notChecked': 'Todavía no se ha comprobado.',
  'main.sandbox.bubblewrap':
    'Entorno aislado: {version}, con el proxy de @anthropic-ai/sandbox-runtime para los comandos que acceden a direcciones de internet.',
  'main.sandbox.seatbelt': 'Entorno aislado: Seatbelt de macOS, a través de @anthropic-ai/sandbox-runtime.',
  'main.sandbox.missing':
    'En este equipo los comandos no pueden ejecutarse en un entorno aislado: {count, plural, one {{programs} no está instalado} other {no están instalados estos programas: {programs}}}. En Debian o Ubuntu: {command}',
  'main.sandbox.noSandboxFor':
    'En este equipo los comandos no pueden ejecutarse en un entorno aislado: Gatehouse todavía no tiene entorno aislado para {platform}.',
  'main.sandbox.libraryFailed':
    'En este equipo los comandos no pueden ejecutarse en un entorno aislado: la biblioteca del entorno aislado no pudo iniciarse ({detail}).',
  'main.sandbox.trialFailed':
    'En este equipo los comandos no pueden ejecutarse en un entorno aislado: no se pudo probar ({detail}).',
  'main.sandbox.systemRefused':
    'En este equipo los comandos no pueden ejecutarse en un entorno aislado: el sistema no permitió iniciar uno ({detail}). Esto suele significar que los espacios de nombres de usuario (user namespaces) están desactivados o bloqueados (por AppArmor en Ubuntu 23.10 y posteriores, o dentro de un contenedor); quien administre este equipo puede permitirlos para bubblewrap.',
  'main.sandbox.systemRefusedExit':
    'En este equipo los comandos no pueden ejecutarse en un entorno aislado: el sistema no permitió iniciar uno (código de salida {exit}). Esto suele significar que los espacios de nombres de usuario (user namespaces) están desactivados o bloqueados (por AppArmor en Ubuntu 23.10 y posteriores, o dentro de un contenedor); quien administre este equipo puede permitirlos para bubblewrap.',
};

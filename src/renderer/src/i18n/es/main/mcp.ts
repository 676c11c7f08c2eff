import type { mainMcpMessages as en } from '../../main/mcp';

/**
 * Spanish (es): MCP servers' messages (src/shared/main-messages/mcp.ts). A skipped server's reason
 * ends «Se omitió {name}: …». ICU MessageFormat, as ../app.ts.
 */
export const mainMcpMessages: Record<keyof typeof en, string> = {
  'main.mcp.noServer': 'No hay ningún servidor MCP llamado «{name}».',
  'main.mcp.noKeptValue':
    'El servidor «{name}» no tiene ningún valor guardado para {kind, select, env {{count, plural, one {la variable de entorno} other {las variables de entorno}}} other {{count, plural, one {la cabecera} other {las cabeceras}}}} {names} que conservar: escribe el valor.',
  'main.mcp.invalidServer': 'No se puede guardar este servidor: {check} (en: {fields}). No se cambió nada.',
  'main.mcp.cannotSeal':
    'Los valores de entorno y de cabeceras del servidor no se pudieron guardar de forma segura, así que no se guardó: {detail}',
  'main.mcp.import.notJson': 'Esto no es JSON: {detail}.',
  'main.mcp.import.noServers':
    'Se esperaba un objeto con "mcpServers", como lo escriben Claude Desktop, Claude Code y Cursor.',
  'main.mcp.import.notObject': 'su entrada no es un objeto',
  'main.mcp.import.sse': 'usa el antiguo transporte SSE; Gatehouse usa stdio y HTTP con streaming',
  'main.mcp.import.invalid': '{check} (en: {field})',
  'main.mcp.import.nameTaken': 'ya hay un servidor con este nombre',
  'main.mcp.signInFailed':
    'No se completó el inicio de sesión en «{name}»: {why, select, notHttp {solo se inicia sesión en un servidor al que se accede por HTTP} unavailable {este Gatehouse no puede guardar inicios de sesión} wrongState {se rechazó el inicio de sesión: la respuesta no correspondía al inicio de sesión que empezó Gatehouse} refused {el servidor no te dejó iniciar sesión ({detail})} timedOut {el inicio de sesión no se completó a tiempo} cancelled {se canceló el inicio de sesión} noToken {el servidor no le dio un token a Gatehouse} other {{detail}}}',
  'main.mcp.prompt.gone': 'Esta solicitud ya no está esperando: se respondió, se rechazó o se retiró.',
  'main.mcp.prompt.noSampling': 'Gatehouse no envía al modelo los mensajes de un servidor: recházala.',
  'main.mcp.prompt.doesNotFit': 'La respuesta no encaja con lo que pidió el servidor (en: {fields}).',
  'main.mcp.state.didNotStart': 'No se inició: {detail}',
  'main.mcp.start.programHidden':
    'No se inició: su programa {program} está en {folder}, que el entorno aislado oculta. Instala el programa en una carpeta del sistema o ejecuta el servidor sin el entorno aislado.',
  'main.mcp.start.programHiddenInHome':
    'No se inició: su programa {program} está en {folder}, que el entorno aislado oculta. Permite las herramientas de tu carpeta personal (Configuración › Comandos) o instala el programa fuera de ella.',
  'main.mcp.start.writableNeedsFolder':
    'No se inició: indica carpetas en las que puede escribir, y un servidor para todas las carpetas no tiene ninguna carpeta que las contenga.',
  'main.mcp.start.writableOutside':
    'No se inició: la carpeta en la que puede escribir, {folder}, no está dentro de {workspace}.',
  'main.mcp.start.noSandbox':
    'No se inició: está configurado para ejecutarse en un entorno aislado, y este equipo no tiene ninguno.',
  'main.mcp.start.noSandboxPrograms':
    'No se inició: está configurado para ejecutarse en un entorno aislado, y este equipo no tiene ninguno: {count, plural, one {{programs} no está instalado} other {{programs} no están instalados}}. Para instalarlos: {command}',
  'main.mcp.start.noSandboxToGive':
    'No se inició: está configurado para ejecutarse en un entorno aislado, y este Gatehouse no tiene ninguno que darle.',
  'main.mcp.start.noNpmFolder':
    'No se inició: empieza con npx, y este Gatehouse no tiene carpeta donde guardar paquetes de npm.',
  'main.mcp.state.commandNotFound': 'No se inició: no se encontró su comando ({detail})',
  'main.mcp.state.needsSignIn': 'No se inició: el servidor rechazó a Gatehouse; hay que iniciar sesión ({detail})',
  'main.mcp.state.gaveUp':
    'Se detuvo inesperadamente {count, plural, one {# vez} other {# veces}}, así que Gatehouse dejó de reiniciarlo. Vuelve a iniciarlo desde Configuración.',
  'main.mcp.state.restarting': 'Se detuvo inesperadamente; se reinicia en {seconds} s.',
};

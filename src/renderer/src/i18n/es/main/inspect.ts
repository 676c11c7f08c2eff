import type { mainInspectMessages as en } from '../../main/inspect';

/** Spanish (es): what a call's inspection says (src/shared/main-messages/inspect.ts). ICU MessageFormat, as ../app.ts. */
export const mainInspectMessages: Record<keyof typeof en, string> = {
  'main.call.read': 'Leer {file}',
  'main.call.readLines': 'Leer {file} (líneas {from}–{to})',
  'main.call.list': 'Listar {folder}',
  'main.call.searchText': 'Buscar «{pattern}» en {folder}',
  'main.call.searchFiles': 'Buscar archivos {glob} en {folder}',
  'main.call.searchTextInFiles': 'Buscar «{pattern}» en los archivos {glob} de {folder}',
  'main.call.plan':
    'Actualizar el plan ({count, plural, one {1 paso} other {# pasos}}; {done, plural, one {1 hecho} other {# hechos}})',
  'main.call.remember': 'Guardar una nota para esta carpeta: «{text}»',
  'main.call.writeNew': 'Crear {file} (+{added})',
  'main.call.writeChange': 'Cambiar {file} (+{added} −{removed})',
  'main.call.writeUnchanged': 'Escribir {file}: sin cambios',
  'main.call.writeBinary': 'Escribir {file}: rechazado (Gatehouse no escribe contenido binario)',
  'main.call.writeNotAFile': 'Escribir {file}: no se puede escribir (no es un archivo normal)',
  'main.call.editChange': 'Editar {file} (+{added} −{removed})',
  'main.call.editCannotApply': 'Editar {file}: no se puede aplicar (no cambiará nada)',
  'main.call.run': 'Ejecutar {command}',
  'main.call.runIn': 'Ejecutar {command} en {folder}',
  'main.call.mcp': '{name} ({server})',
  'main.call.mcpUntrusted': '{name} ({server}, sin tu confianza)',
  'main.outside.path': '{path} está fuera de tu carpeta',
  'main.outside.mcpArgument': '{argument} menciona {path}, que está fuera de esta carpeta',
  'main.preview.unchanged': 'Sin cambios: el archivo ya tiene exactamente este contenido.',
  'main.preview.textsOmitted':
    'Este cambio es demasiado grande para la vista lado a lado (solo se ofrece para archivos de hasta {lines} líneas y {chars} caracteres), así que en su lugar se muestra la lista de líneas cambiadas.',
  'main.preview.createEmpty': '{file} todavía no existe; Gatehouse lo creará como un archivo vacío.',
  'main.preview.createText': '{file} todavía no existe; Gatehouse lo creará como texto UTF-8.',
  'main.preview.utf8Bom':
    'Este archivo está guardado como UTF-8 con marca de orden de bytes; Gatehouse lo mantendrá así.',
  'main.preview.utf16le':
    'Este archivo está guardado como UTF-16 (little-endian) con marca de orden de bytes; Gatehouse lo mantendrá así.',
  'main.preview.utf16be':
    'Este archivo está guardado como UTF-16 (big-endian) con marca de orden de bytes; Gatehouse lo mantendrá así.',
  'main.preview.latin1':
    'Este archivo no es UTF-8 válido, así que Gatehouse lo lee como Latin-1 (ISO-8859-1) y lo volverá a escribir como Latin-1.',
  'main.preview.crlfConverted':
    'Este archivo usa finales de línea de Windows (CRLF); los saltos de línea del texto propuesto se convirtieron a CRLF para que coincidan, y el diff muestra lo que se escribirá.',
  'main.preview.crlfKept': 'Este archivo usa finales de línea de Windows (CRLF); Gatehouse los mantendrá.',
  'main.preview.lfConverted':
    'Este archivo usa finales de línea de Unix (LF); los saltos de línea CRLF del texto propuesto se convirtieron a LF para que coincidan.',
  'main.preview.mixedEol':
    'Este archivo mezcla finales de línea CRLF y LF; el texto propuesto se escribe exactamente con los finales de línea que trae.',
  'main.preview.proposedBom':
    'El texto propuesto empieza con un carácter invisible de marca de orden de bytes (U+FEFF); se escribirá como parte del texto.',
  'main.preview.willRefuseEncoding':
    'Gatehouse rechazará esta escritura: la forma en que se guarda este archivo no admite algunos caracteres del texto propuesto. Gatehouse no cambiará la forma en que se guarda el archivo.',
  'main.preview.willRefuseLatin1':
    'Gatehouse rechazará esta escritura: la línea {line} tiene «{char}» ({code}), que la forma en que se guarda este archivo (Latin-1) no puede contener. No cambiará cómo se guarda el archivo.',
  'main.preview.willRefuseSurrogate':
    'Gatehouse rechazará esta escritura: la línea {line} tiene un carácter roto ({code}) que ninguna forma de guardar texto puede contener.',
  'main.preview.missingFile': '{file} todavía no existe.',
  'main.preview.binaryOnDisk':
    '{file} es un archivo binario: {bytes, plural, one {1 byte} other {# bytes}}, sha256 {hash}.',
  'main.preview.textOnDisk':
    '{file} es un archivo de texto: {bytes, plural, one {1 byte} other {# bytes}}, sha256 {hash}.',
  'main.preview.proposedBinary':
    'El contenido propuesto contiene caracteres NUL, así que es binario: {bytes, plural, one {1 byte} other {# bytes}} en UTF-8, sha256 {hash}.',
  'main.preview.proposedText':
    'El contenido propuesto es texto: {bytes, plural, one {1 byte} other {# bytes}} en UTF-8, sha256 {hash}.',
  'main.preview.refuseBinaryWrite':
    'El contenido binario no se muestra como diff de líneas. Gatehouse solo escribe texto, así que rechazará esta escritura.',
  'main.preview.refuseOverwriteBinary':
    'El contenido binario no se muestra como diff de líneas. Gatehouse no sobrescribe un archivo binario con texto, así que rechazará esta escritura.',
  'main.stale.autoWrite':
    'Se pregunta de nuevo: este cambio se iba a hacer sin preguntar, pero el archivo cambió después de que Gatehouse lo comprobara, así que no se escribió nada. Este es un diff nuevo del archivo tal como está ahora.',
  'main.stale.autoOther':
    'Se pregunta de nuevo: esto se iba a ejecutar sin preguntar, pero lo que Gatehouse había comprobado cambió antes de ejecutarse, así que no se hizo nada.',
  'main.stale.fileChanged': '{file} cambió desde que se mostró.',
  'main.stale.changed': 'Lo que haría esta acción cambió desde que se mostró.',
  'main.stale.approvalOld':
    'Esta aprobación tiene más de {hours, plural, one {una hora} other {# horas}} de antigüedad y, desde entonces, {change, select, nowOutside {llega fuera de la carpeta de la conversación} outsideChanged {cambió lo que alcanza fuera de la carpeta} protectedPlaces {cambió lo que escribe y que otros programas ejecutan después} paths {los archivos que tocaría ya no son los mismos} file {{subject} cambió} judged {el comando se juzga de otra forma} sandbox {el comando ya no se ejecutaría en el mismo entorno aislado} tool {el servidor cambió la herramienta {subject}} effect {cambió cómo se juzga} other {cambió lo que haría}}.',
  'main.stale.approvalUncheckable':
    'Esta aprobación tiene más de {hours, plural, one {una hora} other {# horas}} de antigüedad y no se pudo volver a comprobar.',
  'main.stale.approvalToolGone': 'Esta solicitud esperó mucho tiempo y su herramienta ya no está disponible.',
};

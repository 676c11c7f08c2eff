import { describeAWholeRunIn } from '../support/browser-whole-run-in-a-language';

/**
 * Spanish, from the system's locale (es-ES): the first run, then a file write, a command and a mail
 * approved on the sheet, every screen in the Spanish catalogue's words and `<html lang="es">`
 * (tests/support/browser-whole-run-in-a-language.ts). The person and the model write Spanish too.
 */
describeAWholeRunIn('es', 'es-ES', {
  ask: '¿Qué hay en mi carpeta?',
  answer: 'Tu carpeta tiene una lista de compras.',
  file: 'compras.md',
  before: 'pan\nleche\nhuevos\n',
  after: 'pan\nLECHE\nhuevos\n',
  askWrite: 'Pon leche en mayúsculas en compras.md',
  saysWrite: 'Cambio leche por LECHE.',
  written: 'Hecho: leche ya está en mayúsculas.',
  folder: 'informe',
  word: 'listo',
  askCommand: 'Crea la carpeta informe con un archivo',
  saysCommand: 'Creo la carpeta y escribo el archivo.',
  ran: 'La carpeta informe ya tiene su archivo.',
  server: 'correo',
  subject: 'Lista de compras',
  body: 'Hola Ana,\nla lista está lista.',
  askMail: 'Manda la lista a Ana',
  saysMail: 'Le mando la lista a Ana.',
  sent: 'Correo enviado a Ana.',
});

import { describeMainScreensAxe } from '../support/browser-axe-main-screens';

/** axe-core on every main screen in both themes with the window in Spanish (`<html lang="es">`), from the system's es-ES. */
describeMainScreensAxe('es', 'es-ES', {
  noting: 'Anoto el dentista.',
  asked: 'Di cómo se arranca la aplicación',
  adding: 'Añado la orden para arrancar.',
  done: 'El README ya dice cómo arrancar.',
});

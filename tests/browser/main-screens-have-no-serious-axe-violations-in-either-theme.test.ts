import { describeMainScreensAxe } from '../support/browser-axe-main-screens';

/**
 * axe-core on every main screen in the light and the dark theme, in English (the test machine's
 * locale); tests/support/browser-axe-main-screens.ts says which screens. Spanish and Simplified
 * Chinese: the sibling files …-in-spanish and …-in-simplified-chinese.
 */
describeMainScreensAxe('en', null, {
  noting: 'Noting the dentist.',
  asked: 'Say how to start the app',
  adding: 'Adding the start command.',
  done: 'The README now says how to start.',
});

import { describeMainScreensAxe } from '../support/browser-axe-main-screens';

/** axe-core on every main screen in both themes with the window in Simplified Chinese (`<html lang="zh-CN">`), from the system's zh-CN. */
describeMainScreensAxe('zh-CN', 'zh-CN', {
  noting: '我记下看牙医。',
  asked: '说明怎样启动这个应用',
  adding: '我加上启动命令。',
  done: 'README 现在写明了怎样启动。',
});

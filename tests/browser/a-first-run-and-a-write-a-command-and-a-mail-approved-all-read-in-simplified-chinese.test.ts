import { describeAWholeRunIn } from '../support/browser-whole-run-in-a-language';

/**
 * Simplified Chinese, from the system's locale (zh-CN): the first run, then a file write, a command
 * and a mail approved on the sheet, every screen in the zh-CN catalogue's words and
 * `<html lang="zh-CN">` (tests/support/browser-whole-run-in-a-language.ts). The person and the model
 * write Chinese too; file and folder names stay ASCII, as a command's often are.
 */
describeAWholeRunIn('zh-CN', 'zh-CN', {
  ask: '我的文件夹里有什么？',
  answer: '你的文件夹里有一份购物清单。',
  file: 'shopping.md',
  before: '面包\n牛奶\n鸡蛋\n',
  after: '面包\n豆浆\n鸡蛋\n',
  askWrite: '把 shopping.md 里的牛奶换成豆浆',
  saysWrite: '我把牛奶换成豆浆。',
  written: '好了：牛奶已换成豆浆。',
  folder: 'report',
  word: 'ready',
  askCommand: '建一个 report 文件夹并写一个文件',
  saysCommand: '我来建文件夹并写文件。',
  ran: '文件夹 report 里已经有文件了。',
  server: 'youjian',
  subject: '购物清单',
  body: '安娜你好，\n清单准备好了。',
  askMail: '把清单发给安娜',
  saysMail: '我把清单发给安娜。',
  sent: '邮件已发给安娜。',
});

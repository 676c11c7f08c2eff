import type { mainDecisionMessages as en } from '../../main/decisions';

/** Simplified Chinese (zh-CN): the decision path's messages (src/shared/main-messages/decisions.ts). ICU MessageFormat, as ../app.ts. */
export const mainDecisionMessages: Record<keyof typeof en, string> = {
  'main.decision.malformed': '回答无效（问题在：{fields}）。没有执行任何操作。',
  'main.decision.reviewerOnlyAsShown': '复审模型只能按显示的样子批准或拒绝这些操作。',
  'main.decision.alreadyAnswered': '这项审批已经回答过了。',
  'main.decision.unknownApproval': '这项审批已不存在。',
  'main.decision.duplicateCalls':
    '{count, plural, other {有 # 项操作被回答了两次。}}每项操作只能回答一次。没有执行任何操作。',
  'main.decision.unknownCalls': '{count, plural, other {有 # 个回答针对的操作不属于这项审批。}}没有执行任何操作。',
  'main.decision.missingCalls': '每项操作都需要回答；还有 {count, plural, other {# 项}}没有回答。没有执行任何操作。',
  'main.decision.conversationGone': '这项审批所在的对话已不存在。',
  'main.decision.previewChanged':
    '{count, plural, other {你编辑期间，这些文件发生了变化：{files}。}}没有执行任何操作：请查看新的预览，然后再次发送。',
  'main.decision.envNotCommand': '只有命令才能传入环境变量，而 {tool} 不是命令。',
  'main.decision.envSteering':
    '{count, plural, other {{names} 改变的是程序的运行方式，而不是传给程序的内容，因此 Gatehouse 从不传入。}}',
  'main.decision.envNotWithheld': '{count, plural, other {这条命令的审批单上列为未传入的环境变量中，没有 {names}。}}',
  'main.edit.notInApproval': '这项操作不属于这项审批。',
  'main.edit.invalidArgs': '{tool} 修改后的参数无效：{detail}。',
  'main.edit.cannotInspect': '无法检查 {tool} 修改后的参数：{detail}。',
  'main.edit.policyDenies': 'Gatehouse 不允许以这些参数运行 {tool}，即使你批准也不行。',
  'main.edit.reachesOutside':
    '修改后的参数会触及文件夹以外的地方，而这项操作向你显示时并没有标为在文件夹以外。请拒绝它，改为请助手提出请求，这样请求交给你时会带有相应的提醒。',
  'main.edit.hookRefuses': '你设置的一个钩子拒绝这项修改：如果你发送，它会被记录为被该钩子拒绝。',
  'main.edit.hookRefusesWhy': '你设置的一个钩子拒绝这项修改（{reason}）：如果你发送，它会被记录为被该钩子拒绝。',
  'main.drafts.noLongerWaiting': '这项操作已不在等待回答。',
  'main.drafts.changedElsewhere':
    '这张审批单上的回答在本窗口发送之后，又在另一个窗口中被更改了。没有执行任何操作：请重新查看，然后发送。',
  'main.drafts.tooLong':
    '这张审批单上的回答太长，无法一起保存（修改和原因加起来超过 {max} 个字符）。最后一次更改没有保存：请缩短某处修改或某条原因，然后继续。',
  'main.drafts.unanswered': '每项操作都需要先回答才能发送；还有 {count, plural, other {# 项}}尚未回答。',
  'main.drafts.notShown':
    '你的窗口为 {count, plural, other {# 项操作}}显示的内容，与实际将要执行的不一致。没有执行任何操作：请重新查看审批单，然后发送。',
  'main.drafts.editNotOpen': '选择了编辑，但编辑器中没有打开它的参数。',
  'main.drafts.invalidJson': '修改后的参数不是有效的 JSON：{detail}。',
  'main.drafts.notAnObject': '修改后的参数无法发送：它们必须是一个 JSON 对象（问题在：{fields}）。',
  'main.call.fieldTooLong':
    '未执行：{field, select, path {文件路径} command {命令行} old_string {要替换的文字} new_string {替换成的文字} content {文件的新内容} other {{field}}}有 {size} 个字符；Gatehouse 每次操作最多接受 {max} 个字符。没有做任何更改；已告知助手原因。',
  'main.call.argsTooLarge':
    '未执行：助手为这项操作发送了超过 {max} 个字符；Gatehouse 每次操作最多接受这么多。没有做任何更改；已告知助手原因。',
};

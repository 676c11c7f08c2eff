import type { AppLanguage } from '../../shared/app-languages';

/**
 * The words of the one screen the window draws without the app's code: when that code cannot be
 * read (./show-start-failure.ts). They cannot come from the catalogues, which load with the code,
 * so they live here, in the window's first script, in every language the window is written in.
 */
export const START_FAILURE_WORDS: Readonly<
  Record<AppLanguage, { title: string; what: string; todo: string; retry: string; details: string }>
> = {
  en: {
    title: 'Gatehouse could not open its window',
    what: 'Part of the app could not be read. Your conversations, approvals and settings are kept: nothing was lost.',
    todo: 'Try again. If this keeps happening, reinstall Gatehouse.',
    retry: 'Try again',
    details: 'Details:',
  },
  es: {
    title: 'Gatehouse no pudo abrir su ventana',
    what: 'No se pudo leer una parte de la aplicación. Tus conversaciones, aprobaciones y ajustes se conservan: no se ha perdido nada.',
    todo: 'Inténtalo de nuevo. Si vuelve a ocurrir, reinstala Gatehouse.',
    retry: 'Intentar de nuevo',
    details: 'Detalles:',
  },
  'zh-CN': {
    title: 'Gatehouse 无法打开它的窗口',
    what: '应用的一部分无法读取。你的对话、批准和设置都已保留，没有丢失任何内容。',
    todo: '请重试。如果问题反复出现，请重新安装 Gatehouse。',
    retry: '重试',
    details: '详细信息：',
  },
};

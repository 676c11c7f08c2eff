export * from './ids';
export * from './modes';
export * from './tools';
export * from './decisions';
export * from './events';
export * from './views';

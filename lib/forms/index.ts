export * from './contact';
export * from './demo';
export * from './newsletter.schema';
export * from './fraud';

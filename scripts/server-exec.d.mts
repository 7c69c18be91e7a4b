export const SERVER_NODE_FLAGS: string[];
export const SERVER_ENV: Record<string, string>;
export function serverExec(entry: string, env: NodeJS.ProcessEnv): { args: string[]; env: NodeJS.ProcessEnv };

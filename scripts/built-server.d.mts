/** See built-server.mjs. */
export declare function startBuiltServer(options: {
  port: number;
  env?: Record<string, string>;
  stdio?: 'ignore' | 'inherit' | ('ignore' | 'inherit')[];
  /** scripts of apps/server/dist and their arguments, run with the server's environment first */
  before?: string[][];
}): Promise<{ origin: string; stop: () => void }>;

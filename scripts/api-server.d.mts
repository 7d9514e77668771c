export interface RunningServer {
  origin: string;
  dataDir: string;
  pid: number | undefined;
  output: () => string;
  stop: () => Promise<void>;
}
export function startApiServer(options: {
  port: number;
  env?: Record<string, string>;
  prefix?: string;
}): Promise<RunningServer>;

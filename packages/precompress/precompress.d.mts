export interface CompressionTotals {
  files: number;
  raw: number;
  br: number;
  gz: number;
}
export function compressText(content: Buffer): Promise<{ br: Buffer; gz: Buffer }>;
export function isCompressible(name: string): boolean;
export function precompressFiles(files: readonly string[]): Promise<CompressionTotals>;
export function precompressDirectory(dir: string): Promise<CompressionTotals>;

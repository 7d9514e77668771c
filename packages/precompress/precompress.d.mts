export interface CompressionTotals {
  files: number;
  raw: number;
  br: number;
  gz: number;
}
export interface CompressionLevels {
  brotliQuality: number;
}
export const BUILD_TIME: CompressionLevels;
export const RENDER_TIME: CompressionLevels;
export function compressText(
  content: Buffer,
  levels?: CompressionLevels,
): Promise<{ br: Buffer; gz: Buffer }>;
export function isCompressible(name: string): boolean;
export function precompressFiles(
  files: readonly string[],
  levels?: CompressionLevels,
): Promise<CompressionTotals>;
export function precompressDirectory(dir: string): Promise<CompressionTotals>;

/** A module-level `css` call: where it is in the code and its stable key (the name it is assigned to). */
export interface CssSite {
  start: number;
  end: number;
  key: string | undefined;
}
export function moduleLevelCssCalls(code: string): CssSite[];
export function cssCallsInFunctions(code: string): number;
export function keyedModuleLevelCss(code: string, module: string): (CssSite & { key: string })[];
export function rewriteModuleLevelCss(
  code: string,
  wrap: (key: string, callText: string) => string,
  module?: string,
): { code: string; count: number };
export function replaceModuleLevelCss(
  code: string,
  names: Record<string, string> | undefined,
  module?: string,
): string;

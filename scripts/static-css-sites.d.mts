export function moduleLevelCssCalls(code: string): [number, number][];
export function cssCallsInFunctions(code: string): number;
export function rewriteModuleLevelCss(
  code: string,
  wrap: (index: number, callText: string) => string,
): { code: string; count: number };
export function replaceModuleLevelCss(code: string, names: string[] | undefined): string | undefined;

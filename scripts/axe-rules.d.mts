/** axe's rule tags every accessibility check runs (scripts/axe-rules.mjs). */
export declare const AXE_TAGS: string[];

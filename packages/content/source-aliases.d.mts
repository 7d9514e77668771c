export declare const studioContentSourceAliases: { find: RegExp; replacement: string }[];

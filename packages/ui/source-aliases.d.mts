export declare const studioUiSourceAliases: Array<{ find: RegExp; replacement: string }>;

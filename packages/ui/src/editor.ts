// The rich text editor, on its own entry point so that pages without one never load Lexical.
export * from './components/RichTextEditor';

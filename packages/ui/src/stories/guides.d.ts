// Each component's docs-page guidance is a Markdown file beside its stories, imported as text.
/// <reference types="vite/client" />

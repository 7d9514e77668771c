import './styles/reset.css';

// Theme
export * from './theme';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css';
export { media } from './styles/media';

// Text
export { wrapPoints } from './text/wrapPoints';

// Layout
export * from './components/Box';
export * from './components/Stack';
export * from './components/Container';
export * from './components/Grid';
export * from './components/Section';

// Primitives
export * from './components/Button';
export * from './components/Badge';
export * from './components/Avatar';
export * from './components/Dialog';
export * from './components/ConfirmDialog';
export * from './components/Spinner';
export * from './components/Tabs';
export * from './components/FilterTabs';
export * from './components/Accordion';
export * from './components/Toast';
export * from './components/VisuallyHidden';
export * from './components/Field';
export * from './components/FileDropZone';
export * from './components/TextField';
export * from './components/TextArea';
export type { ImageSource } from './components/_internal/ResponsiveImg';
export * from './components/Select';
export * from './components/NativeSelect';
export * from './components/Checkbox';
export * from './components/Switch';
export * from './components/Slider';
export * from './components/PasswordInput';
export * from './components/IconButton';
export * from './components/Link';
export * from './components/Heading';
export * from './components/Text';
export * from './components/Card';

// Blocks
export * from './components/NavBar';
export * from './components/SidebarLayout';
export * from './components/Footer';
export * from './components/AudioPreview';
export * from './components/TrackRow';
export * from './components/TrackList';
export * from './components/Pagination';
export * from './components/StatList';
export * from './components/StatusActionTable';
export * from './components/PosterGrid';
export * from './components/EmbedFacade';
export * from './components/TeamModal';
export * from './components/TeamCard';
export * from './components/TeamGrid';
export * from './components/OtpInput';
export * from './components/Countdown';
export * from './components/CookieConsent';
export * from './components/CookiePreferences';
export * from './components/SiteSearch';
export * from './components/RichText';
export * from './components/SaveStatus';
export * from './components/RevisionList';
export * from './components/ChangeList';

// Prerendered pages: what visitors do before hydration
export * from './hydration';
export * from './components/SiteSearchField';

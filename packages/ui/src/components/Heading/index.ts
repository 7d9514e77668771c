export { Heading, type HeadingProps } from './Heading';
export { headingAligns, headingLevels, headingSizes } from './Heading.css';

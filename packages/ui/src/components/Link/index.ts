export { Link, type LinkProps } from './Link';
export { linkTones, linkUnderlines } from './Link.css';

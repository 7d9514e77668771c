export { Footer, type FooterProps } from './Footer';
export {
  FooterAccordion,
  type FooterAccordionProps,
  type FooterLink,
  type FooterLinkRenderProps,
  type FooterSection,
} from './FooterAccordion';

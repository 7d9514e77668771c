export { Section, SectionHeader, type SectionProps, type SectionHeaderProps } from './Section';

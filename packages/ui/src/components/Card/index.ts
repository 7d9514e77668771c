export { Card, type CardProps } from './Card';
export { cardPaddings, cardVariants } from './Card.css';

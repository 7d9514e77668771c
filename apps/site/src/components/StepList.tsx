import { Grid, Heading, Text } from '@studio/ui';
import * as styles from './StepList.css';

/** Numbered cards in order (how to apply, the studio's principles); the number is drawn by CSS. */
export function StepList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <Grid as="ol" minItemWidth="14rem" className={styles.steps}>
      {items.map((item) => (
        <li key={item.title} className={styles.step}>
          <Heading level={3} size="sm">
            {item.title}
          </Heading>
          <Text tone="muted">{item.text}</Text>
        </li>
      ))}
    </Grid>
  );
}

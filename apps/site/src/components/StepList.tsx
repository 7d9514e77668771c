import { Box, Grid, Heading, Text } from '@studio/ui';
import * as styles from './StepList.css';

/** Numbered cards in order (how to apply, the studio's principles); the number is drawn by CSS. */
export function StepList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <Grid as="ol" minItemWidth="14rem" className={styles.steps}>
      {items.map((item) => (
        <Box
          as="li"
          key={item.title}
          display="grid"
          gap="2"
          alignContent="start"
          padding="4"
          borderRadius="lg"
          background="surface"
          border="standard"
          className={styles.step}
        >
          <Heading level={3} size="sm">
            {item.title}
          </Heading>
          <Text tone="muted">{item.text}</Text>
        </Box>
      ))}
    </Grid>
  );
}

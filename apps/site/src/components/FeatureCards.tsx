import { Card, Grid, Heading, Text } from '@studio/ui';
import type { FeatureIcon as FeatureIconName } from '@studio/content/home';
import { FeatureIcon } from './FeatureIcon';

export interface Feature {
  icon: FeatureIconName;
  title: string;
  description: string;
}

/**
 * A list of cards, each an icon, a title and a short description (services, values, benefits): in
 * threes on desktop and twos from 480 px, or with `fit` as many as fit cards 16 rem wide.
 */
export function FeatureCards({ items, fit = false }: { items: Feature[]; fit?: boolean }) {
  return (
    <Grid
      as="ul"
      {...(fit ? { minItemWidth: '16rem' } : { columns: { base: '1', small: '2', desktop: '3' } })}
    >
      {items.map((item) => (
        <li key={item.title}>
          <Card fill>
            <Grid gap="2" alignContent="start">
              <FeatureIcon name={item.icon} />
              <Heading level={3} size="md">
                {item.title}
              </Heading>
              <Text tone="muted">{item.description}</Text>
            </Grid>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

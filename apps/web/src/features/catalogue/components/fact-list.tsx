import { SimpleGrid, Text } from '@mantine/core';
import type { Fact } from '../content/product-facts';
import classes from './catalogue.module.css';

/** Key figures of a product as a definition list: label above, value below. */
export function FactList({ facts }: { facts: Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <Text component="dt" fz="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" fw={700} m={0}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import type { TOrgOrderDetail } from '@putt/contract/org-orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classesOf } from './org-order-status';

/**
 * An approved test order's way to its classes, first on its page: registering them, then their
 * links, codes, progress and reports on the class detail page. Nothing for any other order.
 */
export function OrderClasses({ order }: { order: TOrgOrderDetail }) {
  const { t } = useTranslation('org-orders');
  const headingId = useId();
  const classes = classesOf(order);
  if (!classes) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="md" id={headingId}>
          {t('detail.classes.heading')}
        </Title>
        <Text fz="sm">
          {t(classes.action === 'register' ? 'detail.classes.register' : 'detail.classes.open')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={classes.to}>
            {t(`actions.${classes.action}`)}
          </Button>
          {(order.status === 'ing' || order.status === 'completed') && (
            <Button
              component={Link}
              to={`${pathOf('orgResults')}?order=${encodeURIComponent(order.SK)}`}
              variant="default"
            >
              {t('detail.classes.results')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

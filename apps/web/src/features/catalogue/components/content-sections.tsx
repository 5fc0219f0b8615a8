import { List, Stack, Text, Title } from '@mantine/core';
import type { Section } from '../content/page-content';

/** Further blocks of a page's content: a heading with paragraphs and bullet points. */
export function ContentSections({ sections }: { sections: Section[] | undefined }) {
  if (!sections?.length) return null;
  return (
    <Stack gap="xl">
      {sections.map((section) => (
        <section key={section.title}>
          <Title order={3} fz="h4" mb="sm">
            {section.title}
          </Title>
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph} mb="sm" lh={1.8}>
              {paragraph}
            </Text>
          ))}
          {section.items && (
            <List spacing="xs" lh={1.7}>
              {section.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </section>
      ))}
    </Stack>
  );
}

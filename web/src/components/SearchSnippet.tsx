import { Mark, Text, type TextProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { snippetParts } from '../lib/highlight';

/** A search snippet with its matches highlighted, built from text nodes (the server's markup is never injected). */
export function SearchSnippet({ snippet, ...props }: { snippet: string } & TextProps) {
  const parts = useMemo(() => snippetParts(snippet), [snippet]);
  return (
    <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal" lineClamp={2} data-testid="search-snippet" {...props}>
      {parts.map((part, index) =>
        part.match ? (
          <Mark key={index} bg="yellow.subtle" color="fg" fontWeight="semibold" px="0.5" borderRadius="xs">
            {part.text}
          </Mark>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

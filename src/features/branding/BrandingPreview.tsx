// What the sign-in page and the console will look like with a branding, before it is saved: small drawings
// of both, with the browser tab's icon and title. Drawings only (hidden from screen readers: the fields say
// the same); the captions name them.
import { Trans } from '@lingui/react/macro';
import { Box, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PreviewBranding {
  title: string;
  copyright: string;
  logo?: string | null;
  sidebarLogo?: string | null;
  sidebarSimpleLogo?: string | null;
  favicon?: string | null;
  backgroundImage?: string | null;
}

function BrowserTab({ branding, children }: { branding: PreviewBranding; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-hidden="true">
      <Group gap={6} px="xs" py={4} bg="var(--mantine-color-default-hover)" wrap="nowrap">
        {branding.favicon ? <Image src={branding.favicon} alt="" w={16} h={16} fit="contain" /> : <Box w={16} h={16} bg="gray.5" style={{ borderRadius: 3 }} />}
        <Text size="xs" truncate data-preview="tab-title">
          {branding.title}
        </Text>
      </Group>
      {children}
    </Paper>
  );
}

const Bar = ({ w }: { w: number | string }) => <Box h={6} w={w} bg="gray.3" style={{ borderRadius: 3 }} />;

export function SignInPreview({ branding }: { branding: PreviewBranding }) {
  return (
    <Stack component="figure" gap={4} m={0}>
      <BrowserTab branding={branding}>
        <Box
          h={220}
          p="sm"
          style={
            branding.backgroundImage
              ? { backgroundImage: `url(${JSON.stringify(branding.backgroundImage)})`, backgroundSize: 'cover', backgroundPosition: 'center' }
              : { background: 'var(--mantine-color-body)' }
          }
        >
          <Stack align="center" gap={6} mt={6}>
            {branding.logo ? <Image src={branding.logo} alt="" h={28} w="auto" fit="contain" /> : null}
            <Text fw={700} size="sm" bg="var(--mantine-color-body)" px={6} style={{ borderRadius: 4 }} data-preview="sign-in-title">
              {branding.title}
            </Text>
            <Paper withBorder p="xs" w="70%">
              <Stack gap={6}>
                <Bar w="40%" />
                <Bar w="100%" />
                <Bar w="100%" />
                <Box h={14} w="100%" bg="blue.8" style={{ borderRadius: 3 }} />
              </Stack>
            </Paper>
            <Text size="xs" bg="var(--mantine-color-body)" px={6} style={{ borderRadius: 4 }}>
              {branding.copyright}
            </Text>
          </Stack>
        </Box>
      </BrowserTab>
      <Text component="figcaption" size="sm" c="dimmed">
        <Trans>Sign-in page</Trans>
      </Text>
    </Stack>
  );
}

export function ShellPreview({ branding }: { branding: PreviewBranding }) {
  const wide = branding.sidebarLogo || branding.logo;
  const narrow = branding.sidebarSimpleLogo || wide;
  return (
    <Stack component="figure" gap={4} m={0}>
      <BrowserTab branding={branding}>
        <Box h={220} bg="var(--mantine-color-body)">
          <Group h={36} px="xs" gap={6} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            {wide ? <Image src={wide} alt="" h={20} w="auto" fit="contain" /> : null}
            <Text fw={700} size="sm" truncate data-preview="shell-title">
              {branding.title}
            </Text>
          </Group>
          <Group align="stretch" gap={0} h={184} wrap="nowrap">
            <Stack w="38%" p="xs" justify="space-between" style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}>
              <Stack gap={8}>
                <Bar w="80%" />
                <Bar w="60%" />
                <Bar w="70%" />
              </Stack>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {branding.copyright}
              </Text>
            </Stack>
            <Stack p="xs" gap={8} style={{ flex: 1 }}>
              <Bar w="50%" />
              <Bar w="90%" />
              <Bar w="80%" />
            </Stack>
          </Group>
        </Box>
      </BrowserTab>
      <Group gap="xs" wrap="nowrap" aria-hidden="true">
        <Paper withBorder px="xs" py={4}>
          <Group gap={6} wrap="nowrap">
            {narrow ? <Image src={narrow} alt="" h={20} w="auto" fit="contain" /> : <Box w={20} h={20} />}
          </Group>
        </Paper>
      </Group>
      <Text component="figcaption" size="sm" c="dimmed">
        <Trans>Console: header, navigation and, below, the header on a narrow screen</Trans>
      </Text>
    </Stack>
  );
}

export function BrandingPreview({ branding }: { branding: PreviewBranding }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SignInPreview branding={branding} />
      <ShellPreview branding={branding} />
    </SimpleGrid>
  );
}

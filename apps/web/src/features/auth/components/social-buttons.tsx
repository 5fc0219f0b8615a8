import '@mantine/core/styles/Divider.css';
import { Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, queryKeyOf } from '../../../api/client';
import { useAlert } from '../../../ui/alert-dialog';
import { socialErrorText } from '../social-error';

/**
 * Google and Kakao sign-in for individual members, shown only for the providers the server has
 * configured. Signing in is a full-page trip through the server (OIDC), which sends the user back
 * here with social_error when it fails.
 */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const alert = useAlert();
  const [params, setParams] = useSearchParams();
  const { data } = useQuery({
    queryKey: queryKeyOf('getSocialProviders'),
    queryFn: ({ signal }) => api.call('getSocialProviders', {}, { signal }),
    staleTime: Infinity,
  });
  const failure = socialErrorText(params.get('social_error'), params.get('reason'));

  useEffect(() => {
    if (!failure) return;
    setParams({}, { replace: true });
    void alert({ title: t(failure.title), message: t(failure.message) });
  }, [failure, alert, setParams, t]);

  if (!data || (!data.google && !data.kakao)) return null;
  return (
    <Stack gap="xs">
      <Divider label={t('social.or')} />
      {data.google && (
        <Button component="a" href="/auth/google/start" variant="default" fullWidth>
          {t('login.google')}
        </Button>
      )}
      {data.kakao && (
        <Button component="a" href="/auth/kakao/start" fullWidth color="yellow.5" c="dark.9">
          {t('login.kakao')}
        </Button>
      )}
    </Stack>
  );
}

import { DEFAULT_IMAGE_SETTINGS } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { frogPost, samplePrefill, startDeploy } from '../../../../test/features/deploy/support.tsx';
import { asPrefill, selectedImage } from '../form/form.ts';

const CUSTOM = 'https://i.example/degen.png';
const FROG = 'https://img.example/frog.png';
const override = (imageType: 'use_image' | 'ascii' | 'letter' | 'custom', customUrl = '') => ({
  accountImageSettings: { degenkaito: { imageType, customUrl, customFile: '' } },
});

describe('deploy store: the image settings in a form prefilled from a post (DA §2)', () => {
  it('use_image (a post with media, by default): the first post image is selected', () => {
    const { deploy, state } = startDeploy();
    deploy.deployFromPost(frogPost());
    expect(state().form.image.kind).toBe('image');
    expect(selectedImage(state().form)?.url).toBe(FROG);
  });

  it.each(['ascii', 'letter'] as const)(
    "%s override: the form starts in that mode, the post's images still offered",
    (type) => {
      const { deploy, state } = startDeploy(override(type));
      deploy.deployFromPost(frogPost());
      expect(state().form.image).toEqual({ kind: type });
      expect(state().form.images.map((image) => image.url)).toContain(FROG);
    },
  );

  it("custom override: the account's link is offered first and selected", () => {
    const { deploy, state } = startDeploy(override('custom', CUSTOM));
    deploy.deployFromPost(frogPost());
    expect(selectedImage(state().form)?.url).toBe(CUSTOM);
    expect(state().form.images.map((image) => image.url)).toEqual([CUSTOM, FROG]);
  });

  it('the pre-configured account (elonmusk) starts in ASCII whatever its media', () => {
    const { deploy, state } = startDeploy();
    deploy.deployFromPost(frogPost({ author: { handle: 'ElonMusk', name: 'Elon' } }));
    expect(state().form.image).toEqual({ kind: 'ascii' });
  });

  it('a post whose only image is the profile picture takes the profile type (ASCII by default)', () => {
    const avatar = 'https://img.example/pfp.png';
    const { deploy, state } = startDeploy();
    deploy.deployFromPost(
      frogPost({ media: undefined, author: { handle: 'degenkaito', name: 'k', avatar } }),
    );
    expect(state().form.image).toEqual({ kind: 'ascii' });
    expect(state().form.images.map((image) => image.url)).toEqual([avatar]);
  });

  it('the media type applies to a post with media', () => {
    const { deploy, state } = startDeploy({
      defaultImageSettings: { ...DEFAULT_IMAGE_SETTINGS, mediaImageType: 'letter' },
    });
    deploy.deployFromPost(frogPost());
    expect(state().form.image).toEqual({ kind: 'letter' });
  });

  it('a profile update keeps its picture while the switch is on, and not when it is off', () => {
    const update = frogPost({ isProfileUpdate: true, author: { handle: 'elonmusk', name: 'E' } });
    const on = startDeploy();
    on.deploy.deployFromPost(update);
    expect(on.state().form.image.kind).toBe('image');
    const off = startDeploy({
      defaultImageSettings: { ...DEFAULT_IMAGE_SETTINGS, disableAsciiOnProfileUpdates: false },
    });
    off.deploy.deployFromPost(update);
    expect(off.state().form.image).toEqual({ kind: 'ascii' });
  });

  it('hands the choice to an open pop-out panel with the prefill', () => {
    const sent: unknown[] = [];
    const panel = {
      isOpen: () => true,
      send: (prefill: unknown) => sent.push(prefill),
      onceAlive: () => {},
      stop: () => {},
    };
    const popout = { closed: false, focus: vi.fn() } as unknown as Window;
    const { deploy } = startDeploy(override('letter'), { panel, openPanelWindow: () => popout });
    deploy.deployFromPost(frogPost());
    expect(sent[0]).toMatchObject({ image: { type: 'letter' } });
  });

  it('a prefill without a choice (vamp, the pop-out hand-over) selects its first image', () => {
    const { deploy, state } = startDeploy(override('ascii'));
    deploy.open(samplePrefill({ authorHandle: 'degenkaito' }));
    expect(state().form.image.kind).toBe('image');
  });

  it('the form handed over keeps LETTER or ASCII as picked', () => {
    const { deploy, state } = startDeploy();
    deploy.open(samplePrefill());
    expect(asPrefill(state().form).image).toBeUndefined();
    deploy.chooseImageType('ascii');
    const handed = asPrefill(state().form);
    expect(handed.image).toEqual({ type: 'ascii' });
    const other = startDeploy();
    other.deploy.open(handed);
    expect(other.state().form.image).toEqual({ kind: 'ascii' });
    expect(other.state().form.images).toHaveLength(2);
  });
});

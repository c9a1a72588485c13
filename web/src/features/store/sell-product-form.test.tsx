import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PLACEHOLDER_IMAGE } from '@marketplace/shared/store/product';
import { texts } from '@marketplace/shared/texts';
import { SellProductForm } from './sell-product-form.tsx';
import type { ProductsPort } from './store.port.ts';

const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);
const notAnImage = `${texts.store.imageUploadFailed}: the file is not a JPEG, PNG or WebP image.`;

beforeEach(() => {
  // jsdom has no object URLs; the form makes one for the preview.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

function setup() {
  const products = {
    watchSellerProducts: vi.fn(),
    createProduct: vi.fn(async () => 'product-1'),
    updateProduct: vi.fn(),
    deleteProduct: vi.fn(),
    uploadImage: vi.fn(async () => '/media/products/a.png'),
  } satisfies ProductsPort;
  const onDone = vi.fn();
  render(<SellProductForm products={products} onDone={onDone} onCancel={() => {}} />);
  return { products, onDone };
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText(/^Image/), { target: { files: [file] } });
const preview = () => screen.queryByAltText('Preview of the chosen image');
const shown = () => (screen.getByRole('img') as HTMLImageElement).getAttribute('src');

describe('SellProductForm image', () => {
  it('says at once that a file which is not an image is not one, and shows no preview of it', async () => {
    const { products } = setup();
    choose(new File(['just some notes, not a photo'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', notAnImage);
    expect(preview()).toBeNull();
    expect(shown()).toBe(PLACEHOLDER_IMAGE);
    expect((screen.getByLabelText(/^Image/) as HTMLInputElement).value).toBe('');
    expect(products.uploadImage).not.toHaveBeenCalled();
  });

  it('drops the preview and says so when a file that starts like an image does not show as one', async () => {
    setup();
    const polyglot = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<html></html>')]);
    choose(new File([polyglot], 'photo.jpg', { type: 'image/jpeg' }));
    fireEvent.error(await screen.findByAltText('Preview of the chosen image'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', notAnImage);
    expect(preview()).toBeNull();
    expect(shown()).toBe(PLACEHOLDER_IMAGE);
  });

  it('previews a real image and uploads it with the product', async () => {
    const { products, onDone } = setup();
    choose(new File([png], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByAltText('Preview of the chosen image')).getAttribute('src')).toBe('blob:preview');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Line follower' } });
    fireEvent.change(screen.getByLabelText('Description *'), { target: { value: 'A robot that follows a line' } });
    fireEvent.change(screen.getByLabelText('Price (₹) *'), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'List Project' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(products.uploadImage).toHaveBeenCalledTimes(1);
    expect(products.createProduct).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Line follower' }),
      '/media/products/a.png',
    );
  });
});

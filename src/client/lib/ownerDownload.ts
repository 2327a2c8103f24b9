import { MANAGEMENT_KEY_HEADER } from '../../contract/constants';

/**
 * A plan's file (the PDF, the calendar) as its creator gets it: fetched with this device's management key,
 * which a plain link cannot send, so the file holds the creator's whole plan (README "Privacy"); everyone
 * else follows the link and gets the public view. If the fetch fails, the plain link is followed instead.
 */
export async function downloadAsOwner(url: string, managementKey: string, filename: string): Promise<void> {
  try {
    const response = await fetch(url, { headers: { [MANAGEMENT_KEY_HEADER]: managementKey } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const href = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file by the next turn; the address can go.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  } catch (error) {
    console.error('The file could not be fetched with the management key', error);
    window.location.assign(url);
  }
}

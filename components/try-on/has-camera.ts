/**
 * Whether this device has a camera the try-on may ask for: one is listed (browsers list their
 * cameras, unnamed, before any permission) and the shopper has not blocked the camera for the shop.
 * Any doubt answers no, and the try-on stays on its photo tab.
 */
export async function hasUsableCamera(): Promise<boolean> {
  try {
    const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
    if (!devices.some((device) => device.kind === 'videoinput')) return false;
    const permission = await navigator.permissions
      ?.query({ name: 'camera' as PermissionName })
      .catch(() => null);
    return permission?.state !== 'denied';
  } catch {
    return false;
  }
}

export { Avatar, avatarColor, avatarInitial, type AvatarProps } from './Avatar';
export { avatarColors, avatarSizes, type AvatarColor } from './Avatar.css';

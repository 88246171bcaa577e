/**
 * Every marketing figure on the site (content/stats.json), so a claim is changed in one place. Each reads as one
 * phrase, value then label: "10M+ words written". The badges sit in the home hero,
 * the home statistics in the home proof band. (/portfolio counts its own figures from the work it shows.)
 */
import data from '../../content/stats.json';
import { load } from './load';

const stats = load('stats', data);

export const experienceBadges = stats.experienceBadges;
export const homeStats = stats.homeStats;

module.exports = 'file';

// What a stylesheet import becomes in the frame renderer: the server inlines antd styles of its own.
module.exports = {};
